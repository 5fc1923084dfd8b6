// The text report explains a violation without its value: the kind of value found, one note saying how to see
// values, and under --strict the caret on the unknown member's name with the contract member it likely meant.
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';
import { tempFiles } from '../gate/_report.js';
import { valueKind } from '../../src/documentCheck/valueKind.js';
import { suggestMember } from '../../src/documentCheck/memberNames.js';
import { pointerLocator } from '../../src/jsonText/locatePointers.js';

const { write } = tempFiles('us-gate-explained-');
const SUMMARY_ID = 'https://schemas.user-summaries.example/v1/user-summary.schema.json';
const ACTIVITY_ID = 'https://schemas.user-summaries.example/v1/activity.schema.json';

/** The report without the summary line's timing. */
const report = (stdout: string): string => stdout.replace(/ in \d+\.\d\d s$/m, ' in T s');

describe('the kind of value found', () => {
  it('names every JSON kind in words, never the value', () => {
    const kinds = [null, true, '812', '', 3, 1.5, 2 ** 60, {}, { a: 1 }, [], [1]].map(valueKind);
    expect(kinds).toEqual([
      'null',
      'a boolean',
      'a string',
      'an empty string',
      'an integer',
      'a number with a fraction',
      'an integer outside the safe range',
      'an empty object',
      'an object',
      'an empty array',
      'an array',
    ]);
  });

  it('the text report says it after the message, and once per report that --show-values shows values', async () => {
    const file = write(
      'kinds.json',
      '{\n  "date": "2024-03-01",\n  "activity": { "total_steps": "812" },\n  "sleep": {},\n  "stress": null\n}\n',
    );
    const { code, stdout } = await runCliInProcess(['validate', '--no-slots', file]);
    expect(code).toBe(1);
    const lines = report(stdout)
      .split('\n')
      .filter((l) => /^ {2}\S/.test(l) || l.startsWith('note:'));
    expect(lines.filter((l) => !/required_with/.test(l))).toEqual([
      `  ${file}:3:32  /activity/total_steps  type  activity.total_steps must be an integer (found a string)`,
      `  ${file}:4:12  /sleep  filled  sleep must not be empty when it is sent (found an empty object)`,
      `  ${file}:5:13  /stress  filled  stress must not be empty when it is sent (found null)`,
      'note: values from the payload are masked (health data); --show-values shows them',
    ]);
    expect(stdout).not.toContain('812');
    expect(stdout.match(/--show-values/g)).toHaveLength(1);
  });

  it('the note is not printed with --show-values, nor when every document is valid', async () => {
    const file = write('kinds2.json', '{"date":"2024-03-01","stress":null}');
    const shown = await runCliInProcess(['validate', '--show-values', file]);
    expect(shown.stdout).toContain('stress must not be empty when it is sent (found null)');
    expect(shown.stdout).not.toContain('note:');
    const valid = await runCliInProcess(['validate', 'examples/valid']);
    expect(valid.stdout).not.toContain('note:');
  });

  it('every format writes the same sentence: sarif, github, junit and html say the kind too', async () => {
    // A value no hash, timing or temporary folder name can spell (a number such as 812 could appear in a SARIF
    // fingerprint's hex digits).
    const file = write('kinds4.json', '{"date":"2024-03-01","activity":{"total_steps":"STEPS-VALUE"}}');
    const sentence = 'activity.total_steps must be an integer (found a string)';
    for (const format of ['sarif', 'github', 'junit', 'html']) {
      const { stdout } = await runCliInProcess(['validate', '--no-slots', '--format', format, file]);
      expect(stdout, format).toContain(sentence);
      expect(stdout, format).not.toContain('STEPS-VALUE');
    }
  });

  it('the json report carries the kind as `found`', async () => {
    const file = write('kinds3.json', '{"date":"2024-03-01","stress":[]}');
    const { stdout } = await runCliInProcess(['validate', '--format', 'json', file]);
    const violations = (
      JSON.parse(stdout) as { documents: { violations: { pointer: string; rule: string; found?: string }[] }[] }
    ).documents[0]?.violations;
    expect(violations?.map((v) => [v.pointer, v.rule, v.found])).toEqual([['/stress', 'filled', 'an empty array']]);
  });
});

describe('--strict: unknown members', () => {
  it('suggests the contract member a mistyped one meant, from the names its object lists', () => {
    expect(suggestMember('heartRate', `${SUMMARY_ID}#/additionalProperties`)).toBe('heart_rate');
    expect(suggestMember('heart-rate', `${SUMMARY_ID}#/additionalProperties`)).toBe('heart_rate');
    expect(suggestMember('total_step', `${ACTIVITY_ID}#/additionalProperties`)).toBe('total_steps');
    expect(suggestMember('vendor_extension', `${ACTIVITY_ID}#/additionalProperties`)).toBeUndefined();
    expect(suggestMember('x', 'no-such-schema#/additionalProperties')).toBeUndefined();
  });

  it('the locator gives a member its name span on request', () => {
    const locate = pointerLocator('{"a": [1, "x"], "b": 2}', ['/a', '/b']);
    expect(locate('/b', 'name')).toEqual({ offset: 16, length: 3, found: true });
    expect(locate('/b')).toEqual({ offset: 21, length: 1, found: true });
  });

  it('points the caret at the unknown key, not its value, and says did you mean', async () => {
    const file = write(
      'strict.json',
      '{\n  "date": "2024-03-01",\n  "heartRate": {"avg": 60},\n  "activity": {"total_step": 3}\n}\n',
    );
    const { code, stdout } = await runCliInProcess(['validate', '--strict', '--no-slots', file]);
    expect(code).toBe(1);
    const text = report(stdout);
    expect(text).toContain(
      [
        `  ${file}:3:3  /heartRate  unknown_field  member "heartRate" is not a field of the contract (strict profile) (did you mean heart_rate?)`,
        '      2 |   "date": "…",',
        '    > 3 |   "heartRate": {"avg": …},',
        '        |   ^^^^^^^^^^^',
      ].join('\n'),
    );
    expect(text).toContain(
      [
        `  ${file}:4:16  /activity/total_step  unknown_field  activity member "total_step" is not a field of the contract (strict profile) (did you mean total_steps?)`,
        '      3 |   "heartRate": {"avg": …},',
        '    > 4 |   "activity": {"total_step": …}',
        '        |                ^^^^^^^^^^^^',
      ].join('\n'),
    );
  });
});
