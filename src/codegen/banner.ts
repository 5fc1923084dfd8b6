/** The header of every generated file: where it comes from and how to make it again. */
export function generatedBanner(source: string, lineComment = '//'): string {
  return [
    `${lineComment} GENERATED FILE: do not edit. Source: ${source}.`,
    `${lineComment} Regenerate with \`npm run generate\`; a test fails when this file is stale.`,
  ].join('\n');
}
