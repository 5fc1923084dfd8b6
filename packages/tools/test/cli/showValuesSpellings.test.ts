// `validate --show-values` and the engine's `showValues` mask a credential whatever its spelling in the JSON: a
// base64 secret written with `\/` escapes (PHP's json_encode default: every Laravel API), with `\u002f` escapes,
// percent-encoded in a URL (once and twice), and a token after `Bearer` and a line break (escaped `\n`, `\r\n`), a
// colon, or a no-break space (raw, or `\u00a0`). The masking reads the decoded string (jsonText/secretText.ts, one
// function for the gate and the engine) and masks the source span that spells it. Each spelling goes through the
// built command in every report format and through a spawned engine, as a body and as a value; no spelling of the
// secret, and no piece of it, appears in anything printed.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';
import { startEngine } from '../engine/_engine.js';

/** A base64 secret whose pieces between slashes are each too short to look like a token alone. */
const SECRET = 'x7Kq9+Zm3W/pL8vXr2t/Yh7nBc4d/Fg6jKl0s/Tu5wAe1i==';
/** A short token: only the `Bearer` before it says it is a credential. */
const TOKEN = 'sk_live_51HqT9aZ';

/** Every way the characters of a secret could show: its spellings, and each piece of it between punctuation. */
function traces(secret: string): string[] {
  const pieces = secret.split(/[/+=_]/).filter((p) => p.length >= 4);
  return [
    secret,
    secret.replaceAll('/', '\\/'),
    secret.replaceAll('/', '\\u002f'),
    encodeURIComponent(secret),
    encodeURIComponent(encodeURIComponent(secret)),
    ...pieces,
  ];
}

/** The spellings, each as the JSON text of a string (between its quotes), and the secret it spells. */
const SPELLINGS: readonly { readonly name: string; readonly json: string; readonly secret: string }[] = [
  { name: 'base64 with \\/ escapes', json: SECRET.replaceAll('/', '\\/'), secret: SECRET },
  { name: 'base64 with \\u002f escapes', json: SECRET.replaceAll('/', '\\u002f'), secret: SECRET },
  {
    name: 'base64 percent-encoded in a URL',
    json: `https://app.example/cb?state=1&token=${encodeURIComponent(SECRET)}`,
    secret: SECRET,
  },
  {
    name: 'base64 twice percent-encoded, escaped slashes',
    json: `https:\\/\\/app.example\\/cb?next=${encodeURIComponent(encodeURIComponent(SECRET))}`,
    secret: SECRET,
  },
  { name: 'Bearer and a line break', json: `Bearer\\n${TOKEN}`, secret: TOKEN },
  { name: 'Bearer and CR LF', json: `Bearer\\r\\n${TOKEN}`, secret: TOKEN },
  { name: 'Bearer and a colon', json: `Bearer:${TOKEN}`, secret: TOKEN },
  { name: 'Bearer, a colon and a space', json: `bearer: ${TOKEN}`, secret: TOKEN },
  { name: 'Bearer and a raw no-break space', json: `Bearer\u00a0${TOKEN}`, secret: TOKEN },
  { name: 'Bearer and an escaped no-break space', json: `Bearer\\u00a0${TOKEN}`, secret: TOKEN },
  { name: 'Bearer percent-encoded in a URL', json: `https://app.example/?auth=Bearer%C2%A0${TOKEN}`, secret: TOKEN },
];

/** A document with the spelling in the member that fails (date) and on the lines around it, which frames show. */
const documentOf = (json: string): string => `{\n  "note": "${json}",\n  "date": "${json}",\n  "memo": "${json}"\n}\n`;

const dir = mkdtempSync(join(tmpdir(), 'us-spellings-'));

describe('validate --show-values: every spelling of a credential is masked', () => {
  for (const [k, spelling] of SPELLINGS.entries()) {
    it(spelling.name, async () => {
      const file = join(dir, `day-${k}.json`);
      writeFileSync(file, documentOf(spelling.json));
      for (const format of ['text', 'json', 'html', 'github', 'sarif', 'junit'] as const) {
        for (const strict of [[], ['--strict']]) {
          const run = await runCliInProcess(['validate', '--show-values', '--format', format, ...strict, file]);
          expect(run.code, `${format}: ${run.stderr}`).toBe(1);
          for (const trace of traces(spelling.secret)) {
            expect(run.stdout, `${format} ${trace}`).not.toContain(trace);
            expect(run.stderr, `${format} ${trace}`).not.toContain(trace);
          }
        }
      }
      // The value and the frame are shown, with the credential masked where it is spelled.
      const text = await runCliInProcess(['validate', '--show-values', file]);
      expect(text.stdout).toContain('value: "');
      expect(text.stdout).toContain('[masked]');
      expect(text.stdout).toMatch(/^ {6}2 \| {3}"note": ".*\[masked\].*",$/m);
    });
  }

  it('keeps what is not a credential as written: the words around it, the escapes of the rest', async () => {
    const file = join(dir, 'around.json');
    writeFileSync(file, documentOf(`see https:\\/\\/app.example\\/cb?token=${encodeURIComponent(SECRET)} now`));
    const run = await runCliInProcess(['validate', '--show-values', file]);
    expect(run.stdout).toContain('value: "see https:\\/\\/app.example\\/cb?[masked] now"');
  });
});

describe("the engine's showValues: every spelling of a credential is masked", () => {
  const engine = startEngine();
  afterAll(() => {
    engine.child.stdin.end();
  });

  for (const spelling of SPELLINGS) {
    it(spelling.name, async () => {
      const body = documentOf(spelling.json);
      const answers = [
        await engine.ask(
          JSON.stringify({ id: 1, check: 'summary', body, options: { showValues: true, strict: true } }),
        ),
        await engine.ask(
          JSON.stringify({
            id: 2,
            check: 'summary',
            value: JSON.parse(body) as unknown,
            options: { showValues: true, strict: true },
          }),
        ),
      ];
      for (const answer of answers) {
        const violations = answer['violations'] as { pointer: string; rule: string; value?: string }[];
        expect(violations.map((v) => `${v.pointer} ${v.rule}`)).toEqual([
          '/date date_format',
          '/memo unknown_field',
          '/note unknown_field',
        ]);
        for (const v of violations) expect(v.value).toContain('[masked]');
        const line = JSON.stringify(answer);
        for (const trace of traces(spelling.secret)) {
          expect(line, trace).not.toContain(trace);
          // The answer is JSON: a trace must not show in its escaped form either.
          expect(line, trace).not.toContain(JSON.stringify(trace).slice(1, -1));
        }
      }
    });
  }
});
