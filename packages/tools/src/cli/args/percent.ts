/**
 * A percentage option's value (`--coverage-min 80`, `92.5`): a decimal number from 0 to 100, or undefined when
 * the text is not one.
 *
 * @example
 * parsePercent('92.5'); // 92.5
 * parsePercent('120'); // undefined
 */
export function parsePercent(text: string): number | undefined {
  if (!/^\d{1,3}(?:\.\d+)?$/.test(text)) return undefined;
  const value = Number(text);
  return value <= 100 ? value : undefined;
}
