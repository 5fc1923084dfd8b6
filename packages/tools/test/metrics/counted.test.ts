// The proxy's and the server's counts are kept in plain numbers and given to prom-client at a scrape
// (countedHistogram.ts, tally.ts): the text a scrape writes is the text prom-client's own Histogram and Counter write
// for the same observations, byte for byte. fast-check's seed is the run's (test/__helpers__/seed.ts prints it).
import fc from 'fast-check';
import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { CONTRACT_METRICS, prometheusName } from 'user-summaries-otel';
import { CountedHistogram } from '../../src/metrics/countedHistogram.js';
import { Tally } from '../../src/metrics/tally.js';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const metric = CONTRACT_METRICS.proxyDuration;

describe('a counted histogram', () => {
  it('writes the text of a prom-client histogram that observed the same values', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.constantFrom(...BUCKETS),
            fc.integer({ min: 0, max: 40_000 }).map((ms) => ms / 1000),
            fc.double({ min: 0, max: 100, noNaN: true }),
          ),
          { maxLength: 200 },
        ),
        async (values) => {
          const [ours, theirs] = [new Registry(), new Registry()];
          const counted = new CountedHistogram(metric, BUCKETS, [ours]);
          const reference = new Histogram({
            name: prometheusName(metric),
            help: metric.description,
            buckets: BUCKETS,
            registers: [theirs],
          });
          for (const v of values) {
            counted.add(v);
            reference.observe(v);
          }
          expect(await ours.metrics()).toBe(await theirs.metrics());
          // The JSON too (prom-client's `get`), but for the exemplars, which these histograms have none of.
          const withoutExemplar = (await reference.get()).values.map((value) =>
            Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'exemplar')),
          );
          expect((await counted.get()).values).toStrictEqual(withoutExemplar);
        },
      ),
    );
  });

  it('counts a value on a bound in that bound, and leaves a value that is not finite out', async () => {
    const registry = new Registry();
    const counted = new CountedHistogram(metric, [0.005, 0.01], [registry]);
    for (const v of [0.005, 0.005, 0.0051, 0.02, Number.NaN, Number.POSITIVE_INFINITY]) counted.add(v);
    const name = prometheusName(metric);
    expect(await registry.metrics()).toBe(
      [
        `# HELP ${name} ${metric.description}`,
        `# TYPE ${name} histogram`,
        `${name}_bucket{le="0.005"} 2`,
        `${name}_bucket{le="0.01"} 3`,
        `${name}_bucket{le="+Inf"} 4`,
        `${name}_sum 0.0351`,
        `${name}_count 4`,
        '',
      ].join('\n'),
    );
  });
});

describe('a tally', () => {
  it('writes the totals of a prom-client counter incremented once per count, at every scrape', async () => {
    const requests = CONTRACT_METRICS.serverRequests;
    const label = 'http_response_status_code';
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(200, 404, 422, 500, 0), { maxLength: 100 }), async (statuses) => {
        const [ours, theirs] = [new Registry(), new Registry()];
        const tally = new Tally(requests, [label], [ours], (status: number) => ({ [label]: String(status) }));
        const reference = new Counter({
          name: prometheusName(requests),
          help: requests.description,
          labelNames: [label],
          registers: [theirs],
        });
        const half = Math.floor(statuses.length / 2);
        for (const [i, status] of statuses.entries()) {
          // A scrape half-way: the totals after it still count what came before it.
          if (i === half) await ours.metrics();
          tally.add(status);
          reference.inc({ [label]: String(status) });
        }
        const sorted = (text: string) => text.split('\n').sort();
        expect(sorted(await ours.metrics())).toStrictEqual(sorted(await theirs.metrics()));
        expect(sorted(await ours.metrics())).toStrictEqual(sorted(await theirs.metrics()));
      }),
    );
  });
});
