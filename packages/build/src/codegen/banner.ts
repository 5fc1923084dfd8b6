/** The header of every generated file: where it comes from and how to make it again. */
export function generatedBanner(source: string, lineComment = '//'): string {
  return [
    `${lineComment} GENERATED FILE: do not edit. Source: ${source}.`,
    `${lineComment} Regenerate with \`npm run generate\`; a test fails when this file is stale.`,
  ].join('\n');
}

/** The header of a build product (not committed): where it comes from, and that `npm run build` makes it. */
export function buildProductBanner(source: string): string {
  return `// BUILD PRODUCT: do not edit or commit. Source: ${source}; written by \`npm run build\`.`;
}
