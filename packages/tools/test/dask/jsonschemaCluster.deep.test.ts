// The Dask jsonschema engine on a LocalCluster (a scale suite: `npm run test:deep`; each run starts a cluster): on
// an archive with planted violations it gives the node engine's report, but for the sentences of unreadable
// documents. tasks.test.ts holds the same in one process in `npm test`.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findDaskPython,
  ODD_RECORDS,
  runDask,
  suiteRuns,
  withoutSentences,
  writeArchive,
  type Archive,
} from '../../../../test/__helpers__/dask.js';

const python = findDaskPython();

describe.runIf(suiteRuns('the Dask jsonschema engine suite on a cluster', python))(
  'Dask integration: the jsonschema engine on a LocalCluster',
  () => {
    let archive: Archive;

    beforeAll(() => {
      // Under CI=true a missing runtime fails here, at once, with its reason.
      if (!python.ok) throw new Error(python.reason);
      archive = writeArchive(3, 8, 'us-dask-jsonschema-');
    });

    afterAll(() => {
      if (archive !== undefined) rmSync(archive.dir, { recursive: true, force: true });
    });

    it("gives the node engine's report on an archive with planted violations, but for the sentences of unreadable documents", () => {
      writeFileSync(join(archive.dir, 'extra.ndjson'), ODD_RECORDS);
      const files = [...archive.files, 'extra.ndjson'];
      // One worker each: the engines' reports are compared, not the spread of partitions.
      const node = runDask(python, ['--workers', '1', ...files], archive.dir);
      const jsonschema = runDask(python, ['--workers', '1', '--engine', 'jsonschema', ...files], archive.dir);
      expect(jsonschema.code).toBe(node.code);
      expect(jsonschema.code).toBe(2);
      // Everything agrees but the sentences of unreadable documents (each engine's parser words them).
      expect(withoutSentences(jsonschema.stdout)).toEqual(withoutSentences(node.stdout));
    });
  },
);
