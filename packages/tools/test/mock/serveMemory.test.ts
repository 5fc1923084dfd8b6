// What serve and check hold in memory is bounded: the generated-day cache in bytes as well as days, and a
// token file is read only up to its cap (`/dev/zero` is refused after 8 KiB, not read until memory runs out).
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dayNumber } from '../../src/pages/days.js';
import { SUMMARY_GROUPS } from 'user-summaries-contract/internal/generated/types';
import { seedSource } from '../../src/mock/seedSource.js';
import { servedJson } from '../../src/mock/serialize.js';
import { resolveToken } from '../../src/secrets/secrets.js';
import { runCliAsync } from '../../../../test/__helpers__/liveProcess.js';

const FIRST = dayNumber('2024-01-01') ?? 0;

describe('the generated-day cache is bounded in bytes', () => {
  it('evicts the least recently used days once their JSON passes cacheBytes, and keeps the recent ones', () => {
    const budget = 400_000;
    const source = seedSource({ seed: 3, slots: 'realistic', groups: SUMMARY_GROUPS, cacheBytes: budget });
    const first = source.slice(FIRST, FIRST + 99, 0, 1)[0];
    const size = servedJson(first!, true).length;
    expect(size).toBeGreaterThan(budget / 20); // a realistic day with slots: tens of kB
    source.slice(FIRST, FIRST + 99, 0, 100); // 100 days, far more than the budget holds
    const stats = source.cacheStats();
    expect(stats.bytes).toBeLessThanOrEqual(budget);
    expect(stats.days).toBeLessThan(100);
    expect(stats.days).toBeGreaterThan(0);
    // The latest day is still cached (the same object); the first was evicted and is made again, equal.
    const latest = source.slice(FIRST, FIRST + 99, 99, 1)[0];
    expect(source.slice(FIRST, FIRST + 99, 99, 1)[0]).toBe(latest);
    const again = source.slice(FIRST, FIRST + 99, 0, 1)[0];
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });

  it('serve takes the bound as --cache-mb, a positive integer', async () => {
    const bad = await runCliAsync(['serve', '--port', '0', '--cache-mb', '0']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--cache-mb take positive integers');
  });

  it('still bounds the number of days (cacheDays), and always keeps the day it just made', () => {
    const byDays = seedSource({ seed: 3, slots: { min: 0, max: 0 }, cacheDays: 5 });
    byDays.slice(FIRST, FIRST + 20, 0, 20);
    expect(byDays.cacheStats().days).toBe(5);
    const tiny = seedSource({ seed: 3, slots: 'realistic', groups: SUMMARY_GROUPS, cacheBytes: 1 });
    tiny.slice(FIRST, FIRST + 20, 0, 3);
    expect(tiny.cacheStats().days).toBe(1);
  });
});

describe('token files are read up to their cap', () => {
  it('resolveToken refuses /dev/zero and a large file after reading at most 8 KiB, naming the file only', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'us-token-'));
    writeFileSync(join(dir, 'big'), 'x'.repeat(1024 * 1024));
    for (const file of ['/dev/zero', join(dir, 'big')]) {
      expect(await resolveToken({ tokenFile: file }, {}, dir, 'generate')).toEqual({
        ok: false,
        error: `token file ${file} is larger than 8192 bytes (only that much is read)`,
      });
    }
    expect(await resolveToken({ tokenFile: dir }, {}, dir, 'generate')).toEqual({
      ok: false,
      error: `cannot read token file ${dir} (EISDIR)`,
    });
  });

  it('serve and check exit 2 on --token-file /dev/zero', async () => {
    const [serve, check] = await Promise.all([
      runCliAsync(['serve', '--port', '0', '--token-file', '/dev/zero']),
      runCliAsync(['check', '--base-url', 'http://127.0.0.1:9', '--token-file', '/dev/zero']),
    ]);
    for (const run of [serve, check]) {
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('token file /dev/zero is larger than 8192 bytes');
    }
  });
});
