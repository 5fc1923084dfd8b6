// Regressions (issue 22): with --show-values, code frames printed raw lines of files that are not JSON (a
// `ghp_…` token of a config file was not masked), and the gate followed symbolic links out of the folder it
// validates. Credential-looking runs are now masked everywhere values are shown (inside and outside strings,
// in frames and in `value:`), and a directory walk follows a link to a file only inside the folder.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';
import { runJson, tempFiles } from '../gate/_report.js';

const GITHUB_TOKEN = `ghp_${'A1b2C3d4E5'.repeat(3)}abcdef`;
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLXZhbHVl';
const SHORT_BEARER = 'sk-live-1234';
const { dir, write } = tempFiles('us-show-values-');

describe('--show-values on a file that is not JSON', () => {
  it('masks credential-looking runs in code frames and values, outside and inside strings', async () => {
    const file = write(
      'hosts.json',
      `github.com:\n  oauth_token: ${GITHUB_TOKEN}\n  jwt: ${JWT}\n  header: Bearer ${SHORT_BEARER}\n  note: "token ${GITHUB_TOKEN} here"\n`,
    );
    for (const format of ['text', 'json', 'html', 'github'] as const) {
      const run = await runCliInProcess(['validate', '--show-values', '--format', format, file]);
      expect(run.code, format).toBe(2);
      for (const secret of [GITHUB_TOKEN, JWT, SHORT_BEARER]) expect(run.stdout, format).not.toContain(secret);
    }
    const text = await runCliInProcess(['validate', '--show-values', file]);
    expect(text.stdout).toContain('[masked]');
    expect(text.stdout).toContain('github.com:');
  });

  it('masks a token inside a JSON string value that is not itself a secret', async () => {
    const file = write('day.json', `{"date": "token ${GITHUB_TOKEN}"}\n`);
    const run = await runCliInProcess(['validate', '--show-values', file]);
    expect(run.code).toBe(1);
    expect(run.stdout).not.toContain(GITHUB_TOKEN);
    expect(run.stdout).toContain('"token [masked]"');
  });
});

describe('symbolic links in a folder the gate walks', () => {
  it('a link to a file outside the folder is not followed: an unreadable input with its reason (exit 2)', async () => {
    const outside = write('secret.json', `{"date": "${GITHUB_TOKEN}"}\n`);
    const folder = join(dir, 'fixtures');
    mkdirSync(folder);
    writeFileSync(join(folder, 'day.json'), '{"date": "2024-01-01"}\n');
    symlinkSync(outside, join(folder, 'stolen.json'));
    symlinkSync(join(folder, 'day.json'), join(folder, 'alias.json'));
    const { code, report } = await runJson(['--show-values', folder]);
    expect(code).toBe(2);
    expect(report.documents.map((d) => [d.file.slice(dir.length + 1), d.status])).toEqual([
      ['fixtures/alias.json', 'valid'],
      ['fixtures/day.json', 'valid'],
      ['fixtures/stolen.json', 'error'],
    ]);
    expect(report.documents[2]?.errors?.[0]?.message).toBe(
      'a symbolic link out of the folder being checked is not followed (name its target to check it)',
    );
    // Named on the command line, the same link is read: the person running the gate named it.
    const named = await runJson([join(folder, 'stolen.json')]);
    expect(named.report.documents[0]?.status).toBe('invalid');
  });
});
