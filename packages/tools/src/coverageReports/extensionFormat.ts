import type { CoverageFormat } from '../documentCheck/config.js';

/** The coverage format a file's extension suggests (`.html` for html, `.info` for lcov, as genhtml reads it). */
const FORMAT_OF_EXTENSION: Readonly<Record<string, CoverageFormat>> = {
  '.json': 'json',
  '.html': 'html',
  '.htm': 'html',
  '.lcov': 'lcov',
  '.info': 'lcov',
  '.txt': 'table',
};

/**
 * Why a coverage file's extension and its format disagree (`coverage.html` written as json), or undefined when they
 * agree or the extension suggests no format. The file is written in the format asked for all the same: the warning
 * says how to get the other one.
 *
 * @example
 * extensionMismatch('coverage.html', 'json');
 * // '--coverage coverage.html is written as json, not the html its extension suggests (--coverage-format html writes html)'
 */
export function extensionMismatch(file: string, format: CoverageFormat): string | undefined {
  const extension = /\.[^./\\]+$/.exec(file)?.[0]?.toLowerCase();
  const suggested = extension === undefined ? undefined : FORMAT_OF_EXTENSION[extension];
  if (suggested === undefined || suggested === format) return undefined;
  return `--coverage ${file} is written as ${format}, not the ${suggested} its extension suggests (--coverage-format ${suggested} writes ${suggested})`;
}
