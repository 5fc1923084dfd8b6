// Case C2 of shared/reliability/bad-inputs.md at its size, run at full depth (`npm run test:deep`; every other
// case, C1's depth of 10,000 among them, is in badInputs.test.ts): a document nested a million deep (2 MB) stops
// at the depth limit without a stack overflow, through the built command run in-process.
import { describe, expect, it } from 'vitest';
import { documentsOf, runJson, tempFiles } from './_report.js';

const { write } = tempFiles('us-gate-bad-deep-');
const depth = 1_000_000;

describe('class C through the command', () => {
  it('C2: depth 1,000,000 (2 MB) stops at the depth limit without a stack overflow', async () => {
    const file = write('c2.json', `{"date":"2024-01-01","x":${'['.repeat(depth)}${']'.repeat(depth)}}`);
    const { code, report } = await runJson([file]);
    expect(code).toBe(2);
    const [document] = documentsOf(report, file);
    expect(document?.status).toBe('error');
    const error = document?.errors?.[0];
    expect(error?.code).toBe('max_depth');
    expect(error?.line).toBeGreaterThanOrEqual(1);
    expect(error?.column).toBeGreaterThanOrEqual(1);
    // An unreadable document never gets schema violations for a partial value.
    expect(document?.violations).toEqual([]);
  });
});
