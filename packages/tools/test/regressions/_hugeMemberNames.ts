// The suite of issue 22's huge-name regression, at the size its file gives:
// the sizes that overflowed V8's stack (a unit of 1 MiB: names of 6 to 8 MiB, a value of 16 MiB) in the scale
// suite, 22-huge-member-names.deep.test.ts, and the same behaviours at a unit of 16 KiB in `npm test`.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { validateResponse, validateSummary } from 'user-summaries-contract/internal/precompiled/readingValidators';
import { codeFrame, sourceValue } from '../../src/jsonText/codeFrame.js';
import { LineIndex } from '../../src/jsonText/lineIndex.js';
import { checkPayload } from '../../src/playground/checkPayload.js';
import { strictValidators } from '../../src/playground/validators.js';
import { createUserSummariesClient } from 'user-summaries-contract/internal/index';
import { isJsonContentType } from 'user-summaries-contract/internal/transport/media';
import { looksSecret, maskName } from 'user-summaries-contract/internal/validator/mask';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';
import { TOKEN, makeDays, startFixture, type Fixture } from '../../../../test/__helpers__/fixtureServer.js';

/**
 * The huge-name behaviours with names of 6 to 8 units and a value of 16 units (`size` names the unit in titles).
 */
export function describeHugeMemberNames(unit: number, size: string): void {
  /** Names that overflowed: an opaque run (masked), a JWT-looking one (masked), one that is no token (cut). */
  const NAMES = [
    ['opaque', 'a'.repeat(6 * unit), '[masked]'],
    ['jwt', `eyJ${'b'.repeat(8 * unit)}`, '[masked]'],
    ['plain', `x ${'c'.repeat(8 * unit)}`, `x ${'c'.repeat(62)}…`],
  ] as const;
  const DAY = { date: '2024-03-01' };

  let fixture: Fixture | undefined;
  afterEach(async () => {
    await fixture?.close();
    fixture = undefined;
  });

  describe.each(NAMES)(`a %s member name of 6 to 8 × ${size}`, (_kind, name, shown) => {
    it('is masked or cut by the mask, which never throws', () => {
      expect(maskName(name)).toBe(shown);
      expect(looksSecret(name)).toBe(shown === '[masked]');
    });

    it('is one unknown_field of the strict root validators, not not_json', () => {
      const summary = validateSummary({ ...DAY, [name]: 1 }, { strict: true });
      expect(summary.ok ? [] : summary.violations.map((v) => [v.rule, v.params])).toEqual([
        ['unknown_field', { additionalProperty: shown }],
      ]);
      const response = validateResponse([{ ...DAY, [name]: 1 }], { strict: true, envelope: 'bare' });
      expect(response.ok ? [] : response.violations.map((v) => v.rule)).toEqual(['unknown_field']);
    });

    it('reaches reportUnknownFields masked or cut, the page delivered', async () => {
      const [day] = makeDays('2024-03-01', 1);
      fixture = await startFixture({
        days: [day as never],
        rewrite: (body) => ({ ...(body as object), data: [{ ...day, [name]: 1 }] }),
      });
      const paths: string[] = [];
      const client = createUserSummariesClient({
        baseUrl: fixture.baseUrl,
        token: TOKEN,
        reportUnknownFields: (r) => paths.push(...r.paths),
      });
      const page = await client.getPage({ from: '2024-03-01', to: '2024-03-01' });
      expect(page.summaries).toHaveLength(1);
      expect(paths).toEqual([`/data/*/${shown}`]);
    });

    it('as a string value, is shown masked or cut by the playground detail with values shown (its code frame and value)', async () => {
      const text = JSON.stringify({ date: name });
      const report = await checkPayload(text, 'auto', { includeSlots: true, strict: true }, await strictValidators());
      expect(report.documents.flatMap((d) => d.outcome.violations.map((v) => `${v.pointer} ${v.rule}`))).toEqual([
        '/date date_format',
      ]);
      // What detailOf (packages/tools/src/playground/view.ts) shows for the selected violation.
      const frame = codeFrame(new LineIndex(text), 1, 9, name.length + 2, true);
      // Shown values mask every run that looks like a token, on the whole string before it is cut: the letters
      // after `x ` are one, and what is left is short enough to show whole.
      expect(frame.lines[0]?.text).toContain(shown === '[masked]' ? '"[masked]"' : '"x [masked]"');
      expect(sourceValue(text, 8, name.length + 2).length).toBeLessThan(100);
    });
  });

  describe(`validate --show-values on a string value of 16 × ${size}, and --strict with a member name of 6 × ${size}`, () => {
    it('reports the invalid document (exit 1), the value masked, never an internal error', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'us-huge-name-'));
      const file = join(dir, 'day.json');
      writeFileSync(file, JSON.stringify({ date: 'a'.repeat(16 * unit) }));
      const run = await runCliInProcess(['validate', '--show-values', '--max-bytes', '20M', file]);
      expect([run.code, run.stderr]).toEqual([1, '']);
      expect(run.stdout).toContain('date_format');
      expect(run.stdout).toContain('"[masked]"');
      expect(run.stdout.length).toBeLessThan(10_000);
    });

    it(`reports an unknown member named by 6 × ${size} of letters masked (exit 1)`, async () => {
      const dir = mkdtempSync(join(tmpdir(), 'us-huge-name-'));
      const file = join(dir, 'day.json');
      writeFileSync(file, JSON.stringify({ ...DAY, ['a'.repeat(6 * unit)]: 1 }));
      const run = await runCliInProcess([
        'validate',
        '--strict',
        '--show-values',
        '--max-key-length',
        String(8 * unit),
        file,
      ]);
      expect([run.code, run.stderr]).toEqual([1, '']);
      expect(run.stdout).toContain('unknown_field');
      expect(run.stdout).toContain('[masked]');
      expect(run.stdout.length).toBeLessThan(10_000);
    });
  });

  describe(`a Content-Type of 16 × ${size}`, () => {
    it('is no JSON media type (RFC 6838: 127 characters a name), decided before any pattern runs over it', () => {
      expect(isJsonContentType(`application/${'a'.repeat(16 * unit)}+json`)).toBe(false);
      expect(isJsonContentType(`application/${'a'.repeat(100)}+json; charset=utf-8`)).toBe(true);
    });
  });
}
