// An output file that is an input is refused before anything is read or written (exit 2, a message naming both):
// `validate X --coverage X` once replaced the document X with the report and exited 0. The same file under another
// spelling, through a symbolic or a hard link, and an output inside a folder input under a name the walk reads are
// refused too; an output elsewhere, or under a name the walk does not read, is written. Through the built command
// (in-process), on real files.
import { linkSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';

const DAY = JSON.stringify({ date: '2024-03-01' });
let dir = '';
const run = (args: readonly string[]) => runCliInProcess(args, { cwd: dir });
const read = (name: string): string => readFileSync(join(dir, name), 'utf8');
const HELP = 'run `user-summaries validate --help` for the options\n';

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'us-output-clash-'));
  writeFileSync(join(dir, 'day.json'), DAY);
  mkdirSync(join(dir, 'fixtures'));
  writeFileSync(join(dir, 'fixtures', 'a.json'), DAY);
});

describe('validate --coverage on an input', () => {
  it('refuses the input itself: exit 2, the document left as it was', async () => {
    const result = await run(['validate', 'day.json', '--coverage', 'day.json']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      `user-summaries validate: --coverage day.json is the input day.json: the report would replace it\n${HELP}`,
    );
    expect(result.stdout).toBe('');
    expect(read('day.json')).toBe(DAY);
  });

  it('refuses another spelling of it, a symbolic link and a hard link to it', async () => {
    symlinkSync(join(dir, 'day.json'), join(dir, 'soft.json'));
    linkSync(join(dir, 'day.json'), join(dir, 'hard.json'));
    for (const [input, output] of [
      ['day.json', './fixtures/../day.json'],
      ['day.json', join(dir, 'day.json')],
      ['soft.json', 'day.json'],
      ['day.json', 'hard.json'],
    ] as const) {
      const result = await run(['validate', input, '--coverage', output, '--coverage-format', 'table']);
      expect([result.code, result.stderr.split('\n')[0]], `${input} ${output}`).toEqual([
        2,
        `user-summaries validate: --coverage ${output} is the input ${input}: the report would replace it`,
      ]);
      expect(read('day.json')).toBe(DAY);
    }
  });

  it('refuses a file the walk of a folder input reads, existing or not, at any depth', async () => {
    mkdirSync(join(dir, 'fixtures', 'deep'));
    for (const output of ['fixtures/a.json', 'fixtures/new.json', 'fixtures/deep/cov.ndjson.gz']) {
      const result = await run(['validate', 'fixtures', '--coverage', output]);
      expect([result.code, result.stderr.split('\n')[0]], output).toEqual([
        2,
        `user-summaries validate: --coverage ${output} lies in the folder fixtures, which is read as input: the report would be read as a document (write it elsewhere)`,
      ]);
    }
    expect(read('fixtures/a.json')).toBe(DAY);
    expect(existsSync(join(dir, 'fixtures', 'new.json'))).toBe(false);
    // The folder named with ./ and .. : the same folder.
    expect((await run(['validate', './fixtures/../fixtures/', '--coverage', 'fixtures/new.json'])).code).toBe(2);
  });

  it('writes an output the run does not read: elsewhere, a name the walk skips, a hidden folder', async () => {
    mkdirSync(join(dir, 'fixtures', '.cache'));
    for (const [output, format] of [
      ['coverage.json', 'json'],
      ['fixtures/coverage.html', 'html'],
      ['fixtures/.cache/coverage.json', 'json'],
    ] as const) {
      const result = await run([
        'validate',
        'fixtures',
        'day.json',
        '--quiet',
        '--coverage',
        output,
        '--coverage-format',
        format,
      ]);
      expect(result.code, `${output}: ${result.stderr}`).toBe(0);
      expect(existsSync(join(dir, output)), output).toBe(true);
    }
    expect(read('day.json')).toBe(DAY);
  });
});

describe('serve --port-file on what the server reads', () => {
  it('refuses to write the port over its token file or a day of its --data folder (exit 2), before listening', async () => {
    writeFileSync(join(dir, 'token'), 'secret-token-value\n');
    const onToken = await run(['serve', '--token-file', 'token', '--port', '0', '--port-file', 'token']);
    expect([onToken.code, onToken.stderr.split('\n')[0]]).toEqual([
      2,
      'user-summaries serve: --port-file token is the input token: the port would replace it',
    ]);
    expect(read('token')).toBe('secret-token-value\n');
    const onDay = await run(['serve', '--data', 'fixtures', '--port', '0', '--port-file', 'fixtures/a.json']);
    expect([onDay.code, onDay.stderr.split('\n')[0]]).toEqual([
      2,
      'user-summaries serve: --port-file fixtures/a.json lies in the folder fixtures, which is read as input: the port would be read as a document (write it elsewhere)',
    ]);
    expect(read('fixtures/a.json')).toBe(DAY);
  });
});

describe('check --output on its token file', () => {
  it('refuses to write the report over the token file (exit 2), before any request', async () => {
    writeFileSync(join(dir, 'token'), 'secret-token-value\n');
    const result = await run([
      'check',
      '--base-url',
      'http://127.0.0.1:9',
      '--token-file',
      'token',
      '--output',
      './token',
    ]);
    expect(result.code).toBe(2);
    expect(result.stderr.split('\n')[0]).toBe(
      'user-summaries check: --output ./token is the input token: the report would replace it',
    );
    expect(read('token')).toBe('secret-token-value\n');
  });
});
