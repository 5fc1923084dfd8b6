/**
 * A percentage option's value (`--coverage-min 80`, `92.5`, `80%`): a decimal number from 0 to 100, with or without
 * a percent sign after it, or undefined when the text is not one.
 *
 * @example
 * parsePercent('92.5'); // 92.5
 * parsePercent('80%'); // 80
 * parsePercent('120'); // undefined
 */
export function parsePercent(text: string): number | undefined {
  const match = /^(\d{1,3}(?:\.\d+)?)%?$/.exec(text);
  if (match === null) return undefined;
  const value = Number(match[1]);
  return value <= 100 ? value : undefined;
}
