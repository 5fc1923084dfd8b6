// No value, token, member name or index in any attribute: canaries in every field and member name go through each
// way the package records (a validator, the strict reading, a Standard Schema, the typed client over loopback HTTP,
// page findings, failures, unknown fields), and every exported attribute is grepped for them.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createUserSummariesClient,
  userSummariesResponseStandardSchema,
  validateRequest,
  validateSummary,
} from 'user-summaries-contract';
import * as strictEntry from 'user-summaries-contract/strict';
import {
  createContractMetrics,
  measuredClient,
  measuredStandardSchema,
  measuredValidator,
} from '../src/metrics/index.js';
import { canaryDay, CANARY, leaks } from '../../../test/__helpers__/canaries.js';
import { inMemorySdk } from './_sdk.js';

const sdk = inMemorySdk();
const TOKEN = `${CANARY}-token-0123456789`;
const PAGE = JSON.parse(
  readFileSync(new URL('../../../examples/valid/response-paginator.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;
let served = 0;
// The first answer a page of canary days in a valid envelope; the next ones a broken envelope, which the client throws.
const server = createServer((_req, res) => {
  const body = JSON.stringify(
    served++ === 0
      ? { ...PAGE, data: [canaryDay(), canaryDay()], [`${CANARY}m`]: CANARY }
      : { data: [canaryDay()], [`${CANARY}m`]: CANARY },
  );
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(body);
});
afterAll(async () => {
  await sdk.shutdown();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('canaries everywhere, no canary in an attribute', () => {
  it('through every way the package records', async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const metrics = createContractMetrics(sdk.meter);
    measuredValidator(metrics, 'summary', validateSummary)(canaryDay());
    measuredValidator(metrics, 'summary', strictEntry.validateSummary, { strict: true })(canaryDay());
    measuredValidator(
      metrics,
      'request',
      validateRequest,
    )({
      query: { date_from: CANARY, [CANARY]: CANARY },
      headers: { authorization: `Bearer ${TOKEN}`, [CANARY]: CANARY },
    });
    await measuredStandardSchema(metrics, 'response', userSummariesResponseStandardSchema())['~standard'].validate([
      canaryDay(),
    ]);
    const reported: unknown[] = [];
    const client = measuredClient(metrics, createUserSummariesClient, {
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      token: TOKEN,
      includeSlots: true,
      onViolation: 'warn',
      reportViolation: (r) => reported.push(r),
      reportUnknownFields: (r) => reported.push(r),
    });
    const page = await client.getPage({ from: '2024-03-10', to: '2024-03-11' });
    expect(page.summaries).toHaveLength(2);
    await expect(client.getPage({ from: '2024-03-10', to: '2024-03-11' })).rejects.toThrow(/breaks the contract/);
    metrics.recordPageFindings([{ rule: `${CANARY}_rule` }, { rule: 'duplicate_day' }]);
    metrics.recordFailure('response', `${CANARY}_failure`);
    metrics.recordUnknownFields('response', [`/data/*/${CANARY}x`, `/${CANARY}/*/7`]);

    const exported = await sdk.collect();
    const attributes = [...exported.values()].flatMap((m) =>
      m.points.flatMap((p) => Object.entries(p.attributes).flatMap(([k, v]) => [k, String(v)])),
    );
    // The user's own callbacks were called (2 bad days, 1 page of unknown fields), and much was recorded.
    expect(reported).toHaveLength(3);
    expect(attributes.length).toBeGreaterThan(50);
    expect(attributes).toContain('_OTHER');
    expect(leaks([...exported.keys(), ...attributes].join('\n'))).toStrictEqual([]);
    expect(attributes.join('\n')).not.toContain(TOKEN);
  });
});
