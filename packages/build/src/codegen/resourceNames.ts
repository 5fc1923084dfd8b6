/** Names that read better than the file name in generated code of other languages. */
const OVERRIDES: Readonly<Record<string, string>> = {
  'response.schema.json': 'UserSummariesResponse',
  'request.schema.json': 'UserSummariesRequest',
};

/**
 * The name of a schema document inside a bundle's `$defs` or an OpenAPI document's `components/schemas`:
 * PascalCase of the file name (`heart-rate-slot.schema.json` is `HeartRateSlot`), the same names as the
 * generated TypeScript types.
 *
 * @example
 * resourceName('spo2-slot.schema.json'); // 'Spo2Slot'
 */
export function resourceName(file: string): string {
  const override = OVERRIDES[file];
  if (override !== undefined) return override;
  return file
    .replace(/\.schema\.json$/, '')
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}
