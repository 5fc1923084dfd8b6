// The report formats through the real command, checked against their schemas: SARIF 2.1.0 (the OASIS JSON
// schema), JUnit XML (well-formed, one testcase per document), the json report, GitHub workflow commands
// and the text report (code frames, colour, masking).
import { readFileSync } from 'node:fs';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';
import { placeOf, tempFiles } from '../gate/_report.js';
import { sarifValidator } from './_ciReports.js';

const { write } = tempFiles('us-gate-reports-');
const BROKEN = 'examples/invalid/summary-broken.json';
const BROKEN_TEXT = readFileSync(`${ROOT}${BROKEN}`, 'utf8');
const DAY = '{"date":"2024-01-01"}';
const CANARY = 'CANARY-5521-SECRET';

let inputs: string[];
beforeAll(() => {
  inputs = [
    BROKEN,
    'examples/valid/summary-all-groups.json',
    write('dup.json', '{"date":"2024-01-01","date":"2024-01-02"}'),
    write('stream.ndjson', `${DAY}\n{"date":"2024-02-30"}\n{\n  "date": "2024-01-01"\n}\n`),
    write('warn.json', `\ufeff{"date":"2024-01-01","x":1e-999}`),
  ];
});

describe('--format sarif', () => {
  it('is valid SARIF 2.1.0, with one result per violation and input error, placed by line and column', async () => {
    const { code, stdout } = await runCliInProcess(['validate', '--format', 'sarif', ...inputs]);
    expect(code).toBe(2);
    const sarif = JSON.parse(stdout) as {
      runs: {
        results: {
          ruleId: string;
          level: string;
          locations: {
            physicalLocation: {
              artifactLocation: { uri: string };
              region?: { startLine: number; startColumn?: number };
            };
          }[];
        }[];
      }[];
    };
    const validate = sarifValidator();
    expect(validate(sarif)).toBe(true);
    const results = sarif.runs[0]?.results ?? [];
    const broken = results.filter((r) => r.locations[0]?.physicalLocation.artifactLocation.uri === BROKEN);
    expect(broken).toHaveLength(11);
    const type = broken.find((r) => r.ruleId === 'type');
    expect(type?.locations[0]?.physicalLocation.region).toEqual({ startLine: 5, startColumn: 20 });
    expect(results.map((r) => r.ruleId)).toEqual(
      expect.arrayContaining(['duplicate_key', 'date_format', 'spans_lines', 'bom', 'number_underflow']),
    );
    expect(results.find((r) => r.ruleId === 'bom')?.level).toBe('warning');
  });
});

describe('hints reach every format CI reads', () => {
  const NO_SLOTS_PAGE = 'examples/valid-no-slots/live-page-include-slots-0.json';
  const NO_SLOTS =
    'every violation is a missing slots: the data looks fetched with include_slots=0 (the API default); validate it with --no-slots';
  const NDJSON = 'standard input looks like NDJSON (one document per line); add --input-format ndjson';
  const run = (format: string, ...args: string[]) => runCliInProcess(['validate', '--format', format, ...args]);

  it('json: a document carries its hints as {code, message}; a document broken otherwise carries none', async () => {
    type Json = { documents: { file: string; hints?: unknown }[] };
    const json = JSON.parse((await run('json', NO_SLOTS_PAGE, BROKEN)).stdout) as Json;
    expect(json.documents.map((d) => d.hints)).toEqual([[{ code: 'no_slots', message: NO_SLOTS }], undefined]);
    const piped = JSON.parse(
      (await runCliInProcess(['validate', '--format', 'json', '-'], { input: `${DAY}\n${DAY}\n` })).stdout,
    ) as Json;
    expect(piped.documents[0]?.hints).toEqual([{ code: 'ndjson_stdin', message: NDJSON }]);
  });

  it('sarif: a hint is a result of level note, rule hint/<code>, on its file; still valid SARIF 2.1.0', async () => {
    type Sarif = {
      runs: {
        tool: { driver: { rules: { id: string }[] } };
        results: {
          ruleId: string;
          ruleIndex?: number;
          level: string;
          message: { text: string };
          locations: { physicalLocation: { artifactLocation: { uri: string } } }[];
        }[];
      }[];
    };
    const sarif = JSON.parse((await run('sarif', NO_SLOTS_PAGE)).stdout) as Sarif;
    expect(sarifValidator()(sarif)).toBe(true);
    const notes = (sarif.runs[0]?.results ?? []).filter((r) => r.level === 'note');
    expect(notes.map((r) => [r.ruleId, r.message.text, r.locations[0]?.physicalLocation.artifactLocation.uri])).toEqual(
      [['hint/no_slots', `hint: ${NO_SLOTS}`, NO_SLOTS_PAGE]],
    );
    expect(sarif.runs[0]?.tool.driver.rules[notes[0]?.ruleIndex ?? -1]?.id).toBe('hint/no_slots');
  });

  it("junit: the hint is in the testcase's system-out; html: in a Hints section; github: a notice", async () => {
    const junit = (await run('junit', NO_SLOTS_PAGE)).stdout;
    expect(XMLValidator.validate(junit)).toBe(true);
    expect(junit).toContain(`<system-out>hint: ${NO_SLOTS}</system-out></testcase>`);
    const html = (await run('html', NO_SLOTS_PAGE)).stdout;
    expect(html).toContain(
      `<section aria-labelledby="hints"><h2 id="hints">Hints</h2>\n<p><strong>hint:</strong> ${NO_SLOTS} <span class="muted">(1 document; the first: ${NO_SLOTS_PAGE})</span></p>`,
    );
    expect((await run('github', NO_SLOTS_PAGE)).stdout).toContain(
      `::notice file=${NO_SLOTS_PAGE},title=include_slots=0?::hint: ${NO_SLOTS}\n`,
    );
    for (const format of ['junit', 'html', 'github'])
      expect((await run(format, BROKEN)).stdout, format).not.toContain('hint');
  });
});

describe('--format junit', () => {
  it('is well-formed XML with one testcase per document, failures for violations and errors for unreadable input', async () => {
    const { code, stdout } = await runCliInProcess(['validate', '--format', 'junit', ...inputs]);
    expect(code).toBe(2);
    expect(XMLValidator.validate(stdout)).toBe(true);
    const xml = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '',
      isArray: (name) => ['testsuite', 'testcase'].includes(name),
    }).parse(stdout) as {
      testsuites: {
        tests: string;
        failures: string;
        errors: string;
        testsuite: { name: string; tests: string; testcase: { name: string; failure?: unknown; error?: unknown }[] }[];
      };
    };
    const suites = xml.testsuites.testsuite;
    expect(suites.map((s) => [s.name, Number(s.tests)])).toEqual([
      [BROKEN, 1],
      ['examples/valid/summary-all-groups.json', 1],
      [inputs[2], 1],
      [inputs[3], 3],
      [inputs[4], 1],
    ]);
    const cases = suites.flatMap((s) => s.testcase);
    expect(cases).toHaveLength(Number(xml.testsuites.tests));
    expect(cases.filter((c) => c.failure !== undefined).map((c) => c.name)).toEqual([BROKEN, `${inputs[3]}:2`]);
    expect(cases.filter((c) => c.error !== undefined).map((c) => c.name)).toEqual([inputs[2], `${inputs[3]}:3`]);
    expect([xml.testsuites.failures, xml.testsuites.errors]).toEqual(['2', '2']);
  });
});

describe('--format json', () => {
  it('lists every document with violations placed by line and column, and a summary', async () => {
    const { code, stdout, stderr } = await runCliInProcess(['validate', '--format', 'json', ...inputs]);
    expect(code).toBe(2);
    const report = JSON.parse(stdout) as {
      valid: boolean;
      documents: {
        file: string;
        line?: number;
        status: string;
        violations: { pointer: string; rule: string; line: number; column: number }[];
      }[];
      summary: {
        documents: number;
        valid: number;
        invalid: number;
        errors: number;
        violations: number;
        warnings: number;
        exitCode: number;
      };
    };
    expect(report.valid).toBe(false);
    expect(report.documents.map((d) => [d.file, d.line, d.status])).toEqual([
      [BROKEN, undefined, 'invalid'],
      ['examples/valid/summary-all-groups.json', undefined, 'valid'],
      [inputs[2], undefined, 'error'],
      [inputs[3], 1, 'valid'],
      [inputs[3], 2, 'invalid'],
      [inputs[3], 3, 'error'],
      [inputs[4], undefined, 'valid'],
    ]);
    const type = report.documents[0]?.violations.find((v) => v.pointer === '/activity/total_steps');
    expect([type?.rule, type?.line, type?.column]).toEqual(['type', 5, 20]);
    expect({ line: type?.line, column: type?.column }).toEqual(placeOf(BROKEN_TEXT, '"812"'));
    expect(report.summary).toMatchObject({
      documents: 7,
      valid: 3,
      invalid: 2,
      errors: 2,
      violations: 12,
      exitCode: 2,
    });
    // The summary line is for people: on stderr, so stdout stays one JSON document.
    expect(stderr).toMatch(/7 documents: 3 valid, 2 invalid, 2 unreadable/);
  });
});

describe('--format github', () => {
  it('writes one workflow command per violation, error and warning, with file, line and column', async () => {
    // A budget above the run's 16 annotations lists them all (the budget: packages/tools/test/reports/githubAnnotations.test.ts).
    const { stdout } = await runCliInProcess(['validate', '--format', 'github', '--annotations', '50', ...inputs]);
    const commands = stdout.split('\n').filter((l) => l.startsWith('::error') || l.startsWith('::warning'));
    for (const command of commands)
      expect(command).toMatch(/^::(error|warning) file=[^,]+(,line=\d+,col=\d+)?,title=[^:]+::.+$/);
    expect(commands).toContain(
      `::error file=${BROKEN},line=5,col=20,title=type /activity/total_steps::activity.total_steps must be an integer (found a string)`,
    );
    expect(commands.filter((c) => c.startsWith('::error'))).toHaveLength(11 + 1 + 1 + 1);
    expect(commands.filter((c) => c.startsWith('::warning'))).toHaveLength(2);
  });

  it('escapes commas and colons in file names', async () => {
    const odd = write('a,b:c.json', '{"date":"x"}');
    const { stdout } = await runCliInProcess(['validate', '--format', 'github', odd]);
    expect(stdout).toContain(`file=${odd.replaceAll(':', '%3A').replaceAll(',', '%2C')},`);
  });
});

describe('--format text', () => {
  it('shows file:line:column, pointer, rule, message and a code frame with values masked', async () => {
    const { code, stdout } = await runCliInProcess(['validate', BROKEN]);
    expect(code).toBe(1);
    expect(stdout).toContain(`${BROKEN}:5:20  /activity/total_steps  type  activity.total_steps must be an integer`);
    expect(stdout).toContain('    > 5 |     "total_steps": "…",');
    expect(stdout).toMatch(/\|\s{20}\^\^\^\n/);
    expect(stdout).not.toContain('"812"');
    expect(stdout).toMatch(/1 document: 0 valid, 1 invalid; 11 violations, 0 warnings; .* in \d+\.\d\d s\n$/);
  });

  it('never prints payload values unless --show-values, and masks secrets even then', async () => {
    const file = write(
      'canary.json',
      JSON.stringify({ date: CANARY, activity: { total_steps: `Bearer ${CANARY}` } }, null, 2),
    );
    const plain = await runCliInProcess(['validate', file]);
    expect(plain.code).toBe(1);
    expect(plain.stdout + plain.stderr).not.toContain(CANARY);
    for (const format of ['json', 'junit', 'sarif', 'github', 'gitlab']) {
      const result = await runCliInProcess(['validate', '--format', format, '--summary', `${file}.md`, file]);
      expect(result.stdout + result.stderr).not.toContain(CANARY);
      expect(readFileSync(`${file}.md`, 'utf8')).not.toContain(CANARY);
    }
    const shown = await runCliInProcess(['validate', '--show-values', file]);
    expect(shown.stdout).toContain(`value: "${CANARY}"`);
    expect(shown.stdout).toContain('value: "[masked]"');
    expect(shown.stdout).not.toContain(`Bearer ${CANARY}`);
  });

  it('uses colour only when asked by FORCE_COLOR and never with NO_COLOR', async () => {
    expect((await runCliInProcess(['validate', BROKEN])).stdout).not.toContain('\u001b[');
    expect((await runCliInProcess(['validate', BROKEN], { env: { NO_COLOR: '', FORCE_COLOR: '1' } })).stdout).toContain(
      '\u001b[31m',
    );
    expect(
      (await runCliInProcess(['validate', BROKEN], { env: { NO_COLOR: '1', FORCE_COLOR: '1' } })).stdout,
    ).not.toContain('\u001b[');
  });

  it('--quiet prints problems only; --max-violations caps them per document', async () => {
    const quiet = await runCliInProcess(['validate', '--quiet', 'examples/valid/summary-all-groups.json', BROKEN]);
    expect(quiet.stdout).not.toContain('valid\n');
    expect(quiet.stdout).not.toMatch(/documents?:/);
    expect(quiet.stdout).toContain('/activity/total_steps');
    // A cap of 2 stops the report once it knows the first two: the rest is counted as a lower bound.
    const capped = await runCliInProcess(['validate', '--max-violations', '2', BROKEN]);
    expect(capped.stdout).toMatch(/: at least \d+ violations/);
    expect(capped.stdout.match(/^ {2}\S+:\d+:\d+ {2}/gm)).toHaveLength(2);
    expect(capped.stdout).toMatch(/… and at least \d+ more/);
    // A cap above the count: every violation is checked and counted exactly.
    const exact = await runCliInProcess(['validate', '--max-violations', '10', BROKEN]);
    expect(exact.stdout).toContain(': 11 violations');
    expect(exact.stdout).toContain('… and 1 more');
  });

  it('keeps stderr silent when it is not a terminal (no progress line)', async () => {
    const big = write('many.ndjson', `${DAY}\n`.repeat(2000));
    expect((await runCliInProcess(['validate', big])).stderr).toBe('');
  });

  it('prints a readable report for the demo (npm start) with absolute paths', async () => {
    const result = await runCliInProcess([
      'validate',
      `${ROOT}${BROKEN}`,
      `${ROOT}examples/valid/response-paginator.json`,
    ]);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`${ROOT}examples/valid/response-paginator.json: valid`);
  });
});
