// Help fits the screen it is read on: every command's `--help` and the program's help in lines of at most 80
// columns when standard output is not a terminal (a pipe, a CI log; validate's ran to 243), and of the terminal's
// width when it is one (a real terminal: `script` gives the process a pseudo-terminal of a chosen width). Wrapping
// drops no word, and an example broken over lines ends each broken line with ` \` so it still pastes into a shell.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';
import { unwrapped } from '../../../../test/__helpers__/helpText.js';
import { renderCommandHelp } from '../../src/cli/args/help.js';
import { helpWidth, wrapCommand } from '../../src/cli/args/wrap.js';
import { COMMANDS } from '../../src/cli/commands.js';

/** Columns as a terminal shows them: one per code point (the help is ASCII but for `…`). */
const columns = (line: string): number => [...line].length;
const widest = (text: string): number => Math.max(...text.split('\n').map(columns));
const CLI = `${ROOT}packages/tools/dist/cli/main.js`;

describe('help in a pipe or a captured stream', () => {
  it.each(COMMANDS.map((c) => [c.spec.name] as const))(
    '%s --help fits 80 columns and says every word',
    async (name) => {
      const help = await runCliInProcess([name, '--help']);
      expect(help.code).toBe(0);
      expect(widest(help.stdout)).toBeLessThanOrEqual(80);
      // The same words as the help laid out with no width to fit: nothing dropped or cut by the wrapping.
      const spec = COMMANDS.find((c) => c.spec.name === name)?.spec;
      if (spec === undefined) throw new Error(name);
      expect(unwrapped(help.stdout)).toBe(unwrapped(renderCommandHelp(spec, 100_000)));
    },
  );

  it('the program help fits 80 columns', async () => {
    const help = await runCliInProcess(['--help']);
    expect(widest(help.stdout)).toBeLessThanOrEqual(80);
    for (const c of COMMANDS) expect(unwrapped(help.stdout)).toContain(` ${c.spec.name} ${c.spec.summary}`);
  });

  it('validate --help, the widest, fits 80 columns in a real pipe', () => {
    const run = spawnSync(process.execPath, [CLI, 'validate', '--help'], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(widest(run.stdout)).toBeLessThanOrEqual(80);
    expect(run.stdout.split('\n').length).toBeGreaterThan(100);
  });
});

describe('help in a terminal', () => {
  /** `user-summaries validate --help` in a pseudo-terminal of `cols` columns (util-linux's script). */
  function inTerminal(cols: number): string {
    const run = spawnSync(
      'script',
      ['-qec', `stty cols ${cols} rows 50; "${process.execPath}" "${CLI}" validate --help`, '/dev/null'],
      { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
    );
    expect(run.status, run.stderr).toBe(0);
    return run.stdout.replaceAll('\r\n', '\n');
  }

  it('fits the terminal’s width, wider or narrower than 80', () => {
    const wide = inTerminal(132);
    expect(widest(wide)).toBeLessThanOrEqual(132);
    expect(widest(wide)).toBeGreaterThan(100); // the room is used: it is not laid out for 80
    const narrow = inTerminal(60);
    expect(widest(narrow)).toBeLessThanOrEqual(60);
    expect(unwrapped(narrow)).toBe(unwrapped(wide));
  });

  it('reads the width of a terminal, 80 otherwise, and never under 40', () => {
    expect(helpWidth({ isTTY: true, columns: 132 })).toBe(132);
    expect(helpWidth({ isTTY: true, columns: 12 })).toBe(40);
    expect(helpWidth({ isTTY: true })).toBe(80);
    expect(helpWidth({ columns: 132 })).toBe(80);
    expect(helpWidth({})).toBe(80);
  });
});

describe('an example broken over lines', () => {
  it('ends each broken line with a backslash, never inside a quoted argument, and keeps every word', () => {
    const line = `user-summaries engine --max-line-bytes 100 '{"id": 1, "check": "hello"}' --report out.ndjson`;
    const lines = wrapCommand(line, 40, '  ', '  ');
    expect(lines.length).toBeGreaterThan(1);
    for (const l of lines.slice(0, -1)) expect(l.endsWith(' \\')).toBe(true);
    expect(lines.some((l) => l.includes(`'{"id": 1, "check": "hello"}'`))).toBe(true);
    expect(unwrapped(lines.join('\n')).trim()).toBe(line);
    // Pasted into a shell, the broken lines are the one command.
    const echoed = spawnSync(
      'bash',
      ['-c', `printf '%s|' ${lines.join('\n').replace(/^ {2}user-summaries engine/, '')}`],
      {
        encoding: 'utf8',
      },
    );
    expect(echoed.stdout).toBe(`--max-line-bytes|100|{"id": 1, "check": "hello"}|--report|out.ndjson|`);
  });
});
