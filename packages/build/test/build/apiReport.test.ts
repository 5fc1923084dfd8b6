// Each entry's public API is recorded in docs/api/ (packages/build/src/build/apiReport.ts): a change of the surface is a
// reviewed change of that report. Run `npm run build && npm run api:report` when this fails on purpose.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_ENTRIES, apiReport } from '../../src/build/apiReport.js';

describe('the recorded public API (docs/api/)', () => {
  it.each(API_ENTRIES.map((entry) => [entry.name, entry]))('%s is as recorded', (_name, entry) => {
    const recorded = readFileSync(new URL(`../../../../${entry.report}`, import.meta.url), 'utf8');
    expect(
      apiReport(entry) === recorded,
      `${entry.report} differs from the built API: run npm run build && npm run api:report, and review the diff`,
    ).toBe(true);
  });

  it('the root entry exports the contract, not internals', () => {
    const root = readFileSync(new URL('../../../../docs/api/root.api.md', import.meta.url), 'utf8');
    for (const internal of [
      'loadSchemaDocuments',
      'deriveReading',
      'SCHEMA_FILES',
      'resolvePointer',
      'parsePointer',
      'escapePointerToken',
    ]) {
      expect(root).not.toContain(`### \`${internal}\``);
    }
    for (const api of [
      'validateSummary',
      'validateResponse',
      'validateRequest',
      'ValidationResult',
      'Violation',
      'UserSummary',
    ])
      expect(root).toContain(`### \`${api}\``);
  });
});
