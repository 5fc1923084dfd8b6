/**
 * A byte count as every command writes it: digits, optionally followed by K, M or G (binary multiples,
 * case-insensitive). `validate --max-bytes` and `check --max-bytes` both read it, and their help shows their
 * defaults in the same form (`16M`, `64M`).
 *
 * @returns the number of bytes, or undefined when the text is not a positive size or passes 2^53
 * @example
 * parseByteSize('64M'); // 67108864
 */
export function parseByteSize(text: string): number | undefined {
  const match = /^(\d+)([kmg])?$/i.exec(text);
  if (match === null) return undefined;
  const unit = match[2]?.toLowerCase();
  const scale = unit === 'k' ? 1024 : unit === 'm' ? 1024 ** 2 : unit === 'g' ? 1024 ** 3 : 1;
  const value = Number(match[1]) * scale;
  return Number.isSafeInteger(value) && value >= 1 ? value : undefined;
}
