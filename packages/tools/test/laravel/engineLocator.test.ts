// Where the Laravel package finds the engine (the user-summaries-tools npm package, its built CLI) and the schemas
// (the core, user-summaries-contract, a dependency of the tools): npm's layouts of an application built as
// folders (the core hoisted beside the tools, nested inside them, the tools linked from a workspace), the setting
// naming the tools or, as before the tools were split from the core, the core, and every error with each place
// tried. Real PHP runs the package's EngineLocator (packages/tools/test/laravel/locate.php), loaded from three places: a copy in
// an application (no tools of its own), this checkout's packages/laravel, and the copy the build ships inside the
// tools (packages/tools/dist/laravel).
import { cpSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LARAVEL_PACKAGE } from 'user-summaries-build/build/copyLaravel';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { runNdjson, suiteRuns } from '../../../../test/__helpers__/runtimes.js';
import { findPhp } from './_app.js';

const php = findPhp();
const LOCATE = fileURLToPath(new URL('./locate.php', import.meta.url));
const CHECKOUT = realpathSync(ROOT);
const TOOLS = 'user-summaries-tools';
const CONTRACT = 'user-summaries-contract';
const SETTING = 'USER_SUMMARIES_PACKAGE or config user-summaries.package';

/** What the locator answered: each path found, or the error it threw. */
type Found = string | { readonly error: string };
interface Located {
  readonly tools: Found;
  readonly contract: Found;
  readonly cli: Found;
}

/** One question: the setting and the search roots (the application's base path). */
interface Question {
  readonly package: string | null;
  readonly roots: readonly string[];
}

/** Asks the locator of the copy loaded by `autoload`, one php process for every question. */
function locate(autoload: string, questions: readonly Question[]): Located[] {
  if (!php.ok) throw new Error(php.reason);
  return runNdjson(php.command, [LOCATE, autoload], questions) as Located[];
}

/** An npm package's folder: its package.json, and its built CLI when `built`. */
function npmPackage(folder: string, name: string, built = false): string {
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ name, version: '0.1.0' }));
  if (built) {
    mkdirSync(join(folder, 'dist/cli'), { recursive: true });
    writeFileSync(join(folder, 'dist/cli/main.js'), '');
  }
  return folder;
}

/** Where Node looks for `name` from `folder` (its own node_modules first, none inside a node_modules folder). */
function nodeLooksIn(folder: string, name: string): string[] {
  const places: string[] = [];
  for (let dir = folder; ; dir = dirname(dir)) {
    if (!dir.endsWith('/node_modules')) places.push(`${dir === '/' ? '' : dir}/node_modules/${name}`);
    if (dirname(dir) === dir) return places;
  }
}

const listed = (places: readonly string[]): string => places.map((p) => `\n  ${p}`).join('');

describe.runIf(suiteRuns('the Laravel engine lookup', php))(
  'the Laravel package finds the tools, their CLI and the core',
  () => {
    let scratch = '';
    /** The package copied into an application, as docs/laravel.md's copied folder: no tools came with it. */
    let copied = '';
    const app = (name: string): string => join(scratch, name);
    const tools = (name: string): string => join(app(name), 'node_modules', TOOLS);
    const core = (name: string): string => join(app(name), 'node_modules', CONTRACT);
    const cli = (folder: string): string => join(folder, 'dist/cli/main.js');

    beforeAll(() => {
      scratch = realpathSync(mkdtempSync(join(tmpdir(), 'us-locator-')));
      copied = join(scratch, 'copied/packages/user-summaries');
      npmPackage(join(scratch, 'copied'), 'a-laravel-application');
      // Copied, not linked: PHP reads a file's real path, and the package's place is what this copy is about.
      for (const part of [...LARAVEL_PACKAGE.folders, ...LARAVEL_PACKAGE.files])
        cpSync(join(CHECKOUT, part), join(copied, part.slice('packages/laravel/'.length)), { recursive: true });
      // hoisted: the core beside the tools, as npm installs them.
      npmPackage(tools('hoisted'), TOOLS, true);
      npmPackage(core('hoisted'), CONTRACT);
      // nested: the tools' own core (another version than the application's) wins, as Node resolves it.
      npmPackage(tools('nested'), TOOLS, true);
      npmPackage(join(tools('nested'), 'node_modules', CONTRACT), CONTRACT);
      npmPackage(core('nested'), CONTRACT);
      // workspace: a checkout (the core at its root, linked into its node_modules, the tools in packages/tools), and an
      // application whose tools are a link to it: the core is the one Node finds from the tools' real folder.
      npmPackage(app('workspace'), CONTRACT);
      npmPackage(join(app('workspace'), 'packages/tools'), TOOLS, true);
      mkdirSync(join(app('workspace'), 'node_modules'));
      symlinkSync(app('workspace'), core('workspace'));
      npmPackage(core('linked'), CONTRACT);
      symlinkSync(join(app('workspace'), 'packages/tools'), tools('linked'));
      // broken installs: tools not built; tools without their core; a core alone; an application without either.
      npmPackage(tools('unbuilt'), TOOLS);
      npmPackage(core('unbuilt'), CONTRACT);
      npmPackage(tools('coreless'), TOOLS, true);
      npmPackage(app('lone-core'), CONTRACT);
      npmPackage(app('empty'), 'a-laravel-application');
      mkdirSync(join(scratch, 'odd\u001bname'));
    });

    afterAll(() => {
      if (scratch !== '') rmSync(scratch, { recursive: true, force: true });
    });

    it('in the application: the tools of its node_modules, the core hoisted beside them or nested inside them', () => {
      const [hoisted, nested, second] = locate(join(copied, 'autoload.php'), [
        { package: null, roots: [app('hoisted')] },
        { package: null, roots: [app('nested')] },
        { package: null, roots: [app('empty'), app('hoisted')] },
      ]);
      expect(hoisted).toEqual({ tools: tools('hoisted'), contract: core('hoisted'), cli: cli(tools('hoisted')) });
      expect(nested).toEqual({
        tools: tools('nested'),
        contract: join(tools('nested'), 'node_modules', CONTRACT),
        cli: cli(tools('nested')),
      });
      expect(second).toEqual(hoisted);
    });

    it("tools linked from a workspace: the core Node finds from their real folder, not the application's", () => {
      const [linked] = locate(join(copied, 'autoload.php'), [{ package: null, roots: [app('linked')] }]);
      expect(linked).toEqual({ tools: tools('linked'), contract: core('workspace'), cli: cli(tools('linked')) });
    });

    it("the setting: the tools' folder, before the application's; a folder of the core, its checkout's tools or the tools beside it", () => {
      const [toolsSet, checkoutSet, installedSet] = locate(join(copied, 'autoload.php'), [
        { package: `${tools('hoisted')}/`, roots: [app('nested')] },
        { package: app('workspace'), roots: [app('nested')] },
        { package: core('hoisted'), roots: [app('nested')] },
      ]);
      expect(toolsSet).toEqual({ tools: tools('hoisted'), contract: core('hoisted'), cli: cli(tools('hoisted')) });
      const workspaceTools = join(app('workspace'), 'packages/tools');
      expect(checkoutSet).toEqual({ tools: workspaceTools, contract: app('workspace'), cli: cli(workspaceTools) });
      expect(installedSet).toEqual({ tools: tools('hoisted'), contract: core('hoisted'), cli: cli(tools('hoisted')) });
    });

    it('a setting that names neither package, or the core without tools beside it: an error naming the setting and each place tried', () => {
      const odd = join(scratch, 'odd\u001bname');
      const [neither, lone] = locate(join(copied, 'autoload.php'), [
        { package: odd, roots: [app('hoisted')] },
        { package: app('lone-core'), roots: [app('hoisted')] },
      ]);
      const notTools = `user-summaries: the package path ${join(scratch, 'odd\\x1bname')} (${SETTING}) is not the ${TOOLS} npm package (no package.json named ${TOOLS} there)`;
      expect(neither).toEqual({ tools: { error: notTools }, contract: { error: notTools }, cli: { error: notTools } });
      const tried = [join(app('lone-core'), 'packages/tools'), ...nodeLooksIn(app('lone-core'), TOOLS)];
      const noTools = `user-summaries: the package path ${app('lone-core')} (${SETTING}) is the ${CONTRACT} package, which does not carry the engine, and the ${TOOLS} package is not beside it; tried:${listed(tried)}\nInstall it (npm install --save-dev ${TOOLS}) and set the path to its folder.`;
      // The core is the setting itself: its schemas are found, the engine is not.
      expect(lone).toEqual({ tools: { error: noTools }, contract: app('lone-core'), cli: { error: noTools } });
    });

    it('nothing installed, tools not built, tools without their core: each error names the places tried and what fixes it', () => {
      const [empty, unbuilt, coreless] = locate(join(copied, 'autoload.php'), [
        { package: null, roots: [app('empty'), join(app('empty'), 'public')] },
        { package: null, roots: [app('unbuilt')] },
        { package: null, roots: [app('coreless')] },
      ]);
      const notFound = `user-summaries: cannot find the ${TOOLS} npm package (the contract's engine); tried:${listed([join(app('empty'), 'node_modules', TOOLS), join(app('empty'), 'public/node_modules', TOOLS)])}\nInstall it in the application (npm install --save-dev ${TOOLS}) or set USER_SUMMARIES_PACKAGE (config user-summaries.package) to its folder.`;
      expect(empty).toEqual({ tools: { error: notFound }, contract: { error: notFound }, cli: { error: notFound } });
      expect(unbuilt).toEqual({
        tools: tools('unbuilt'),
        contract: core('unbuilt'),
        cli: {
          error: `user-summaries: the ${TOOLS} package at ${tools('unbuilt')} is not built (no dist/cli/main.js): run npm run build in the repository, install the published package, or set USER_SUMMARIES_PACKAGE (config user-summaries.package) to a built one`,
        },
      });
      const noCore = `user-summaries: cannot find the ${CONTRACT} npm package (the contract's schemas), a dependency of the ${TOOLS} package at ${tools('coreless')}; tried:${listed(nodeLooksIn(tools('coreless'), CONTRACT))}\nRun npm install in the application (it installs the tools' dependencies), or set USER_SUMMARIES_PACKAGE (config user-summaries.package) to a ${TOOLS} package whose dependencies are installed.`;
      expect(coreless).toEqual({ tools: tools('coreless'), contract: { error: noCore }, cli: cli(tools('coreless')) });
    });

    it("in this checkout (packages/laravel) and in the copy the tools ship (packages/tools/dist/laravel): the workspace's tools and core, after the application's", () => {
      const workspace = {
        tools: join(CHECKOUT, 'packages/tools'),
        contract: join(CHECKOUT, 'node_modules', CONTRACT),
        cli: cli(join(CHECKOUT, 'packages/tools')),
      };
      for (const autoload of [
        join(CHECKOUT, 'packages/laravel/autoload.php'),
        join(CHECKOUT, 'packages/tools/dist/laravel/autoload.php'),
      ]) {
        const [alone, inApp] = locate(autoload, [
          { package: null, roots: [app('empty')] },
          { package: null, roots: [app('hoisted')] },
        ]);
        expect(alone, autoload).toEqual(workspace);
        expect(inApp, autoload).toEqual({
          tools: tools('hoisted'),
          contract: core('hoisted'),
          cli: cli(tools('hoisted')),
        });
      }
    });
  },
);
