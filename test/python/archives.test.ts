// The Python distribution's two archives, built offline from a copy of packages/python as a release builds them (the
// PEP 517 hooks of Debian's setuptools, the backend pyproject.toml names, with the base python's setuptools and
// wheel): the sdist and the wheel each carry the repository's LICENSE, byte for byte (the wheel in its .dist-info),
// beside the package's data.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../__helpers__/cli.js';
import { suiteRuns, type Runtime } from '../__helpers__/runtimes.js';
import { installedDistribution } from '../__helpers__/pythonDistribution.js';

// The base python the run's distribution was installed from (found once per run, by the install: a second search
// here started `python3` again, through a version manager's shim where there is one).
const installed = installedDistribution();
const base: Runtime =
  installed.base === ''
    ? { ok: false, reason: installed.python.ok ? 'no base python' : installed.python.reason }
    : { ok: true, command: installed.base, version: '' };
const scratch = mkdtempSync(join(tmpdir(), 'us-python-archives-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs the base python on a script in `cwd`; its standard output, or a thrown error with the end of its output. */
function python(script: string, cwd: string): string {
  if (!base.ok) throw new Error(base.reason);
  const run = spawnSync(base.command, ['-c', script], { cwd, encoding: 'utf8', timeout: 300_000 });
  if (run.status !== 0)
    throw new Error(`python exited ${String(run.status)}: ${`${run.stdout}\n${run.stderr}`.slice(-2000)}`);
  return run.stdout;
}

describe.runIf(suiteRuns('the Python archives', base))('the sdist and the wheel of packages/python', () => {
  const LICENSE = readFileSync(join(ROOT, 'LICENSE'), 'utf8');
  let sdist = '';
  let wheel = '';
  beforeAll(() => {
    const source = join(scratch, 'source');
    cpSync(join(ROOT, 'packages/python'), source, {
      recursive: true,
      filter: (path) => !/^(?:build|__pycache__|.*\.egg-info)$/.test(basename(path)),
    });
    python("import setuptools.build_meta as b; b.build_sdist('../out'); b.build_wheel('../out')", source);
    const out = readdirSync(join(scratch, 'out'));
    sdist = join(scratch, 'out', out.find((f) => f.endsWith('.tar.gz')) ?? 'no-sdist');
    wheel = join(scratch, 'out', out.find((f) => f.endsWith('.whl')) ?? 'no-wheel');
  }, 300_000);

  /** The archive's members, and the text of each whose name ends in `/LICENSE` or is `LICENSE`, by Python's own readers. */
  function members(archive: string): { names: string[]; licenses: Record<string, string> } {
    const read = archive.endsWith('.whl')
      ? `import zipfile, json; z = zipfile.ZipFile(${JSON.stringify(archive)}); names = z.namelist(); text = lambda n: z.read(n).decode()`
      : `import tarfile, json; t = tarfile.open(${JSON.stringify(archive)}); names = [m.name for m in t.getmembers() if m.isfile()]; text = lambda n: t.extractfile(n).read().decode()`;
    return JSON.parse(
      python(
        `${read}\nprint(json.dumps({'names': names, 'licenses': {n: text(n) for n in names if n.split('/')[-1] == 'LICENSE'}}))`,
        scratch,
      ),
    );
  }

  it('the sdist carries LICENSE at its top, the repository’s', () => {
    const { names, licenses } = members(sdist);
    expect(Object.keys(licenses)).toEqual(['user-summaries-contract-0.1.0/LICENSE']);
    expect(Object.values(licenses)).toEqual([LICENSE]);
    expect(names).toContain('user-summaries-contract-0.1.0/user_summaries_contract/rules.json');
  });

  it('the wheel carries LICENSE in its .dist-info, the repository’s', () => {
    const { names, licenses } = members(wheel);
    expect(Object.keys(licenses)).toEqual(['user_summaries_contract-0.1.0.dist-info/LICENSE']);
    expect(Object.values(licenses)).toEqual([LICENSE]);
    expect(names).toContain('user_summaries_contract/rules.json');
    // The metadata names the licence file too (License-File, core metadata 2.x).
    const metadata = python(
      `import zipfile; print(zipfile.ZipFile(${JSON.stringify(wheel)}).read('user_summaries_contract-0.1.0.dist-info/METADATA').decode())`,
      scratch,
    );
    expect(metadata).toMatch(/^License-File: LICENSE$/m);
  });
});
