// The Hono example of docs/guard.md, run for real: the block is taken from the page, served with
// @hono/node-server on a loopback port, and posted to. A broken day gets 400 with the contract's (pointer,
// rule) pairs and none of the posted values; Hono's default hook would have echoed them.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { sValidator } from '@hono/standard-validator';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSummarySchema } from '../../src/index.js';
import { ROOT } from '../__helpers__/cli.js';
import { docBlocks } from '../__helpers__/docBlocks.js';

const DAY = JSON.parse(readFileSync(join(ROOT, 'examples/valid/summary-all-groups.json'), 'utf8')) as Record<
  string,
  unknown
>;
const BROKEN = {
  ...DAY,
  date: '2031-02-30',
  heart_rate: {},
  activity: { ...(DAY['activity'] as object), total_steps: 'nine-thousand-one' },
};
const DIR = join(ROOT, 'node_modules/.cache/usc-hono-example');

let server: ServerType;
let url = '';

/** Serves a Hono app on a free loopback port. */
function listen(app: {
  fetch: (request: Request) => Response | Promise<Response>;
}): Promise<{ server: ServerType; url: string }> {
  return new Promise((resolve) => {
    const running = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) =>
      resolve({ server: running, url: `http://127.0.0.1:${info.port}` }),
    );
  });
}

const post = (base: string, body: unknown): Promise<Response> =>
  fetch(`${base}/summaries`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  const block = docBlocks('docs/guard.md').find(
    (b) => b.lang === 'ts' && b.code.includes("from '@hono/standard-validator'"),
  );
  if (block === undefined) throw new Error('docs/guard.md has no Hono example');
  // The page imports the package by name; here that is the built entry of this checkout.
  const code = block.code.replace(
    "'user-summaries-contract'",
    `'${pathToFileURL(join(ROOT, 'dist/index.bundle.js')).href}'`,
  );
  mkdirSync(DIR, { recursive: true });
  const file = join(DIR, `app-${process.pid}.ts`);
  writeFileSync(file, code);
  const { app } = (await import(pathToFileURL(file).href)) as { app: Hono };
  ({ server, url } = await listen(app));
});

afterAll(() => {
  server?.close();
  rmSync(DIR, { recursive: true, force: true });
});

describe('docs/guard.md: Hono with @hono/standard-validator', () => {
  it('a valid day is accepted (201)', async () => {
    const res = await post(url, DAY);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ stored: DAY['date'] });
  });

  it('a broken day is 400 with the contract pointers and rules, and none of the posted values', async () => {
    const res = await post(url, BROKEN);
    expect(res.status).toBe(400);
    const text = await res.text();
    const body = JSON.parse(text) as {
      error: string;
      violations: { pointer: string; rule: string; message: string }[];
    };
    expect(body.error).toBe('contract_violation');
    expect(body.violations.map((v) => `${v.pointer} ${v.rule}`).sort()).toEqual([
      '/activity/total_steps type',
      '/date date_format',
      '/heart_rate filled',
    ]);
    for (const value of ['2031-02-30', 'nine-thousand-one', String((DAY['activity'] as { distance: number }).distance)])
      expect(text).not.toContain(value);
  });

  it('without the hook, Hono answers 400 with the payload echoed (why the page adds one)', async () => {
    const bare = new Hono().post('/summaries', sValidator('json', userSummarySchema), (c) => c.json({ ok: true }, 201));
    const running = await listen(bare);
    try {
      const res = await post(running.url, BROKEN);
      expect(res.status).toBe(400);
      expect(await res.text()).toContain('nine-thousand-one');
    } finally {
      running.server.close();
    }
  });
});
