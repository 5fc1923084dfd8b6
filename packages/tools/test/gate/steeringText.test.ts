// Issue 22: a file name, a member name or a value with control characters (a line break followed by a GitHub
// workflow command, ESC/OSC sequences, C1 controls, U+2028/2029, bidi overrides) never forges a line nor
// writes a raw control character, in any output: every format of `validate`, `merge-reports` of its archive
// report, the CLI's usage errors, and every format of the checker's report. Property-based, seeded.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderReport } from '../../src/conformance/renderCheck.js';
import type { CheckReport } from '../../src/conformance/types.js';
import { escapeControls, isSteering } from '../../src/outputText/safeText.js';
import { binaryString } from '../../../../test/__helpers__/binaryString.js';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';
import { atDepth } from '../../../../test/__helpers__/depth.js';

/** Pieces a hostile name or value is made of: line breaks before workflow commands, escape sequences, … */
const PIECES = [
  'a',
  '\n',
  '\r',
  '\r\n',
  '\t',
  '\u001b]0;title\u0007',
  '\u001b[2J',
  '\u0085',
  '\u009b31m',
  '\u007f',
  '\u2028',
  '\u2029',
  '\u202e',
  '\u2066',
  '\u200f',
  '\u061c',
  '%',
  ':',
  ',',
  '::error title=FORGED::x',
  '::add-mask::x',
  '"',
  '<',
  '&',
];
const hostile = fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 6 }).map((parts) => parts.join(''));

/** Every character of an output that is a steering one, other than the format's own line feeds. */
function rawControls(output: string): string[] {
  return [...output]
    .filter((c) => c !== '\n' && isSteering(c.charCodeAt(0)))
    .map((c) => `U+${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Lines a CI runner would read as a workflow command that the github format did not write. */
function forgedLines(output: string, format: string): string[] {
  return output.split('\n').filter((line) => {
    const trimmed = line.trimStart();
    if (!trimmed.startsWith('::')) return false;
    return !(format === 'github' && /^::(?:error|warning|notice) (?:file|title)=/.test(trimmed));
  });
}

const FORMATS = ['text', 'github', 'junit', 'sarif', 'json', 'summary', 'html'] as const;
let serial = 0;

describe('hostile names and values through every output of validate', () => {
  it('never forge a line nor write a raw control character', async () => {
    await fc.assert(
      fc.asyncProperty(hostile, hostile, hostile, async (fileName, member, value) => {
        const dir = mkdtempSync(join(tmpdir(), 'us-steering-'));
        const sub = join(dir, `d${serial++}`);
        mkdirSync(sub);
        const file = join(sub, `${fileName}.json`);
        writeFileSync(
          file,
          `{\n"date": ${JSON.stringify(value)},\n${JSON.stringify(member)}: 1,\n"activity": {"date": "2024-01-01", ${JSON.stringify(`x\u202e${member}`)}: 1}\n}\n`,
        );
        const reports: string[] = [];
        for (const format of FORMATS) {
          const run = await runCliInProcess(['validate', '--strict', '--show-values', '--format', format, file]);
          expect(run.code, `${format}: ${run.stderr}`).toBe(1);
          for (const output of [run.stdout, run.stderr]) {
            expect(rawControls(output), format).toEqual([]);
            expect(forgedLines(output, format), format).toEqual([]);
          }
          if (format === 'summary')
            reports.push(join(sub, 'report.json')), writeFileSync(join(sub, 'report.json'), run.stdout);
        }
        const merged = await runCliInProcess(['merge-reports', ...reports]);
        expect(merged.code, merged.stderr).toBe(1);
        for (const output of [merged.stdout, merged.stderr]) {
          expect(rawControls(output)).toEqual([]);
          expect(forgedLines(output, 'json')).toEqual([]);
        }
        // A usage error quoting the command line: a file name that does not exist, an option's value.
        const usage = await runCliInProcess(['validate', '--format', fileName, file]);
        expect([usage.code, rawControls(usage.stderr), forgedLines(usage.stderr, 'text')]).toEqual([2, [], []]);
      }),
      { numRuns: atDepth(200, 12) },
    );
  });

  it('the text report shows them as visible escapes, its caret still under the member', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'us-steering-'));
    const file = join(dir, 'bad\n::error title=FORGED::x.json');
    writeFileSync(file, '{"date": "2024-01-01", "\u202eab": 1, "sleep": {}, "x": "\u001b]0;raw\u0007"}\n');
    const run = await runCliInProcess(['validate', '--strict', file]);
    expect(run.stdout).toContain('bad\\n::error title=FORGED::x.json: cannot be checked');
    expect(run.stdout).toContain('an unescaped control character U+001B inside a string');
    expect(rawControls(run.stdout)).toEqual([]);
    const valid = join(dir, 'ok\u2028\u001b[2J.json');
    writeFileSync(valid, '{"date": "2024-01-01", "\u202eab": 1, "sleep": {}}\n');
    const strict = await runCliInProcess(['validate', '--strict', valid]);
    expect(strict.stdout).toContain('ok\\u2028\\u001b[2J.json: 2 violations');
    const lines = strict.stdout.split('\n');
    const source = lines.findIndex((l) => l.includes('> 1 |'));
    expect(lines[source]).toContain('"\\u202eab": …');
    // The caret of unknown_field is under the member's name, as escaped: where it is in the shown line, as wide.
    const caretLine = lines[source + 1] as string;
    expect(caretLine.indexOf('^')).toBe((lines[source] as string).indexOf('"\\u202eab"'));
    expect(caretLine.trim()).toMatch(/^\| +\^{10}$/);
  });
});

describe('hostile text through every format of the checker report', () => {
  it('never forges a line nor writes a raw control character', () => {
    fc.assert(
      fc.property(hostile, hostile, hostile, (target, summary, message) => {
        const report: CheckReport = {
          target,
          range: { from: '2024-03-01', to: '2024-03-02' },
          perPage: 2,
          checks: [
            {
              name: 'schema',
              title: 'schema',
              status: 'fail',
              summary,
              findings: [{ rule: 'type', severity: 'fail', message, pointer: `/data/0/${message}`, page: 1 }],
              omitted: 0,
            },
          ],
          counts: { pass: 0, warn: 0, fail: 1, skip: 0 },
          ok: false,
          requests: 1,
          ms: 1,
        };
        for (const format of ['text', 'json', 'junit', 'html'] as const) {
          const output = renderReport(report, format);
          expect(rawControls(output), format).toEqual([]);
          expect(forgedLines(output, format), format).toEqual([]);
        }
        const json = JSON.parse(renderReport(report, 'json')) as CheckReport;
        expect(json.checks[0]?.findings[0]?.message).toBe(message);
      }),
    );
  });
});

describe('escapeControls', () => {
  it('leaves no steering character and changes nothing else', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.oneof(fc.constantFrom(...PIECES), binaryString({ maxLength: 1 })) }), (text) => {
        const escaped = escapeControls(text);
        expect(rawControls(escaped.replaceAll('\n', '\u0000'))).toEqual([]);
        if ([...text].every((c) => !isSteering(c.charCodeAt(0)))) expect(escaped).toBe(text);
      }),
    );
  });
});
