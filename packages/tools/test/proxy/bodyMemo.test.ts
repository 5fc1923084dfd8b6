// The proxy's memo of verdicts (packages/tools/src/proxy/bodyMemo.ts): a body seen again under the same profile gets the verdict
// a fresh check gives, and what depends on the request (range, page, the walk so far) is still judged on every
// exchange. Two proxies in front of one upstream over real loopback HTTP, one with the memo and one without, are
// sent the same exchanges in turn; their verdicts, archive reports and recorded files must be identical.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { seedSource } from '../../src/mock/seedSource.js';
import { startServer } from '../../src/mock/server.js';
import { BodyMemo, freshVerdict, type BodyVerdict } from '../../src/proxy/bodyMemo.js';
import { atDepth, casesAtDepth } from '../../../../test/__helpers__/depth.js';
import { sameVerdicts } from './_exchanges.js';
import { HEADERS, TOKEN, type ProxyFixture } from './_proxy.js';

const closers: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const c of closers.splice(0)) await c.close();
});

describe('the memo of verdicts', () => {
  it('gives every exchange the verdict, archive report and record of a proxy that checks every body afresh', {
    timeout: 30_000,
  }, async () => {
    const { fixtures, rules, steps } = await sameVerdicts([{ options: {} }, { options: { memoBytes: 0 } }], closers);
    const [withMemo, without] = fixtures as [ProxyFixture, ProxyFixture];
    expect(rules[1]).toEqual([]);
    const pageMismatch = ['current_page', 'from_to', 'next_page_url', 'prev_page_url'];
    expect(rules[3]).toEqual([...pageMismatch, 'duplicate_day'].sort());
    expect(rules[4]).toEqual(['date_in_range']);
    expect(rules[16]).toEqual(pageMismatch); // the same body, a walk of its own: no day seen before
    // Eight distinct pairs of body and profile were checked; the nine other exchanges were answered from the memo.
    expect(withMemo.proxy.memo()).toMatchObject({ entries: 8, hits: steps - 8 });
    expect(without.proxy.memo()).toEqual({ entries: 0, bytes: 0, hits: 0 });
  });
});

/** A verdict of `findings` findings, each with texts of `size` characters. */
const verdict = (findings: number, size = 10): BodyVerdict => ({
  outcome: undefined,
  findings: Array.from({ length: findings }, (_, i) => ({
    rule: 'type',
    severity: 'fail' as const,
    pointer: `/${i}`.padEnd(size, 'x'),
    message: 'm'.repeat(size),
  })),
  lineBytes: 1,
  page: undefined,
});

describe('BodyMemo', () => {
  it('keys by profile and bytes', () => {
    const memo = new BodyMemo();
    const body = Buffer.from('{"data":[]}');
    expect(memo.keyOf('a', body)).toBe(memo.keyOf('a', Buffer.from('{"data":[]}')));
    expect(memo.keyOf('a', body)).not.toBe(memo.keyOf('b', body));
    expect(memo.keyOf('a', body)).not.toBe(memo.keyOf('a', Buffer.from('{"data":[] }')));
    // The profile and the bytes are separated: moving a byte from one to the other is another key.
    expect(memo.keyOf('ab', Buffer.from('c'))).not.toBe(memo.keyOf('a', Buffer.from('bc')));
  });

  // One budget a run under npm test, rotated by the seed (test/__helpers__/depth.ts); all three at full depth.
  it.each(casesAtDepth([64 * 1024, 8 * 1024 * 1024, 256 * 1024 * 1024], 1))(
    'holds its budget of %i bytes, dropping first the oldest verdict not used since it was kept',
    (budget) => {
      const memo = new BodyMemo(budget);
      const each = verdict(2, 100);
      memo.set('first', each);
      const cost = memo.stats.bytes;
      const fits = Math.floor(budget / cost);
      for (let i = 0; i < 3 * fits; i++) {
        memo.set(`k${i}`, each);
        memo.get('first'); // used again and again: never dropped
      }
      expect(memo.stats.bytes).toBeLessThanOrEqual(budget);
      expect(memo.stats.entries).toBe(fits);
      expect(memo.get('first')).toBe(each);
      expect(memo.get('k0')).toBeUndefined();
      expect(memo.get(`k${3 * fits - 1}`)).toBe(each);
    },
  );

  it('counts at least the heap its verdicts hold: valid, invalid and unreadable pages', {
    timeout: 60_000,
  }, async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const server = await startServer({ token: TOKEN, source: seedSource({ seed: 9 }) });
    closers.push(server);
    const page = await (
      await fetch(`${server.url}/user-summaries?date_from=2024-03-01&date_to=2024-03-10`, { headers: HEADERS })
    ).text();
    // Each body distinct (its total), so no verdict shares its objects with another.
    const kinds: Record<string, (i: number) => string> = {
      valid: (i) => page.replace(/"total":\d+/, `"total":${100_000 + i}`),
      invalid: (i) => {
        const p = JSON.parse(page) as { total: number; data: Record<string, Record<string, unknown> | string>[] };
        p.total = 100_000 + i;
        for (const day of p.data)
          for (const group of Object.values(day))
            if (typeof group === 'object')
              for (const field of Object.keys(group)) if (field !== 'date') group[field] = 'x';
        return JSON.stringify(p);
      },
      unreadable: (i) => page.slice(0, 5000 + i),
    };
    const profile = { includeSlots: false, strict: false, maxViolations: 100, maxBytes: 16 * 1024 * 1024 };
    // One kind of page a run under npm test, rotated by the seed; the three at full depth (test/__helpers__/depth.ts).
    for (const [kind, make] of casesAtDepth(Object.entries(kinds), 1)) {
      // 1,000 bodies of each kind at full depth, 200 under npm test (test/__helpers__/depth.ts).
      const bodies = Array.from({ length: atDepth(1000, 200) }, (_, i) => Buffer.from(make(i)));
      const memo = new BodyMemo(2 ** 32);
      for (const body of bodies.slice(0, 20)) await freshVerdict(body, profile); // compiled and warm before measuring
      gc();
      const before = process.memoryUsage().heapUsed;
      for (const [i, body] of bodies.entries()) memo.set(String(i), (await freshVerdict(body, profile)).verdict);
      gc();
      const held = process.memoryUsage().heapUsed - before;
      expect(memo.stats.entries, kind).toBe(bodies.length);
      expect(memo.stats.bytes, kind).toBeGreaterThan(held);
      expect(memo.stats.bytes, kind).toBeLessThan(8 * Math.max(held, 400 * bodies.length));
    }
  });

  it('keeps no verdict larger than an eighth of its budget, and nothing with a budget of 0', () => {
    const memo = new BodyMemo(64 * 1024);
    memo.set('big', verdict(100, 100));
    memo.set('small', verdict(1));
    expect(memo.get('big')).toBeUndefined();
    expect(memo.get('small')).toBeDefined();
    const none = new BodyMemo(0);
    none.set('small', verdict(0));
    expect(none.stats).toEqual({ entries: 0, bytes: 0, hits: 0 });
  });
});
