// A replay of the proxy's record (`proxy --record DIR --record-values`), as made by the real proxy in front of the
// reference server over loopback: the bodies files are judged each in the reading its name says, the exchanges'
// verdicts beside them are not documents. The expectation is read from the recorded bodies by this test's own
// reading (a page whose some day has total_glasses null is one the head rejects), not by the product.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';
import { proxyFor, TOKEN } from '../proxy/_proxy.js';
import { seedSource } from '../../src/mock/seedSource.js';
import { startServer } from '../../src/mock/server.js';
import { Recorder } from '../../src/proxy/recorder.js';
import { copyVersion, edit, nullableRemoved } from '../evolution/_folders.js';

type Json = Record<string, any>;
const source = seedSource({ seed: 6, slots: { min: 1, max: 2 }, groups: ['activity', 'sleep', 'stress'] });

describe("diff --replay of the proxy's record", () => {
  const dir = mkdtempSync(join(tmpdir(), 'us-replay-record-'));
  const head = edit(copyVersion(), 'activity.schema.json', nullableRemoved);
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(head, { recursive: true, force: true });
  });

  it('judges the bodies of both include_slots files in their readings, and not the exchanges', {
    timeout: 120_000,
  }, async () => {
    const server = await startServer({ token: TOKEN, source });
    const recorder = new Recorder(dir, true);
    const fixture = await proxyFor(server.url, { recorder });
    try {
      for (const query of [
        'date_from=2024-05-01&date_to=2024-05-20&include_slots=0',
        'date_from=2024-06-01&date_to=2024-06-20&include_slots=0',
        'date_from=2024-05-01&date_to=2024-05-20&include_slots=1',
      ])
        await (await fixture.get(query)).arrayBuffer();
      await fixture.settled(3);
      await recorder.close();
    } finally {
      await fixture.proxy.close();
      await server.close();
    }
    const pages = ['responses.include_slots-0.ndjson', 'responses.include_slots-1.ndjson'].flatMap((file) =>
      readFileSync(join(dir, file), 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Json),
    );
    const withNull = pages.filter((page) =>
      (page['data'] as Json[]).some(
        (day) => day['activity'] !== undefined && day['activity']['total_glasses'] === null,
      ),
    ).length;
    expect(pages.length).toBe(3);
    // The seed's pages carry null glasses (else the head would have nothing to reject here).
    expect(withNull).toBeGreaterThan(0);
    const run = await runCliInProcess(['diff', 'schemas', head, '--records', '8', '--replay', dir, '--format', 'json']);
    expect(run.stderr).toBe('');
    const replay = (JSON.parse(run.stdout) as { replay: Json }).replay;
    expect(replay['inputs']).toBe(2);
    expect(replay['documents']).toBe(3);
    // Every recorded page conformed to the base in its own reading: none rejected by both.
    expect(replay['unchanged']).toEqual({ accepted: 3 - withNull, rejected: 0 });
    expect(replay['headRejects']).toBe(withNull);
  });
});
