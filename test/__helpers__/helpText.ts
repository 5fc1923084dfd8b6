// Help is laid out for the terminal's width (80 columns in a pipe or a test's captured stream): the tests that read
// what it says, not how it is laid out, read it with every line break and run of spaces as one space, and the ` \`
// that continues a wrapped example removed.

/**
 * A help text as one line of words: what it says, whatever width it was laid out for.
 *
 * @example
 * expect(unwrapped(help.stdout)).toContain('e.g. user-summaries validate --as response page.json');
 */
export function unwrapped(text: string): string {
  return text.replace(/ \\\n\s*/g, ' ').replace(/\s+/g, ' ');
}
