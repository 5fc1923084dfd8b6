// The front door of the CLI, through the built command run in-process (serve as a real process): help on every command built from its table, `help COMMAND`,
// `--version`, "did you mean", one error style, and the hints a newcomer needs (NDJSON on standard input,
// a page fetched with include_slots=0, a missing file said once, FORCE_COLOR=0, serve --print-url and
// --port-file, check --base-url ending in /user-summaries).
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCommandLine } from '../../src/cli/args/parse.js';
import { closest, editDistance } from '../../src/documentCheck/suggest.js';
import { COMMANDS } from '../../src/cli/commands.js';
import { endpointRoot } from '../../src/cli/checkCommand.js';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';
import { unwrapped } from '../../../../test/__helpers__/helpText.js';
import { authHeaders, runCliAsync, startServe } from '../../../../test/__helpers__/liveProcess.js';

const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;

describe('help', () => {
  it.each(COMMANDS.map((c) => [c.spec.name, c.spec] as const))(
    '%s --help and -h list every option of its table with its default and an example, exit 0',
    async (name, spec) => {
      const long = await runCliInProcess([name, '--help']);
      const short = await runCliInProcess([name, '-h']);
      const topic = await runCliInProcess(['help', name]);
      expect([long.code, short.code, topic.code]).toEqual([0, 0, 0]);
      expect(short.stdout).toBe(long.stdout);
      expect(topic.stdout).toBe(long.stdout);
      // The usage line, as wide as it is, wrapped to the 80 columns of a captured stream like any other line.
      const said = unwrapped(long.stdout);
      const usage = `usage: user-summaries ${name}${spec.usage === '' ? '' : ` ${spec.usage}`}`;
      expect(said.slice(0, usage.length)).toBe(usage);
      for (const option of spec.options) {
        expect(said, option.name).toContain(`--${option.name}`);
        expect(said, option.name).toContain(`e.g. user-summaries ${name} ${unwrapped(option.example)}`);
        const shown = option.defaultText ?? option.default;
        if (shown !== undefined) expect(said, option.name).toContain(`default: ${shown}`);
      }
    },
  );

  it('user-summaries --help lists every command and help; with no command the same text goes to stderr with exit 2', async () => {
    const help = await runCliInProcess(['--help']);
    expect(help.code).toBe(0);
    for (const c of COMMANDS) expect(help.stdout).toContain(`  ${c.spec.name}`);
    expect(help.stdout).toContain('help');
    expect((await runCliInProcess(['help'])).stdout).toBe(help.stdout);
    expect(await runCliInProcess(['help', '--help'])).toMatchObject({ code: 0, stdout: help.stdout });
    const bare = await runCliInProcess([]);
    expect([bare.code, bare.stderr]).toEqual([2, help.stdout]);
  });

  it('--version and -v print the package version', async () => {
    expect(await runCliInProcess(['--version'])).toMatchObject({ code: 0, stdout: `${VERSION}\n` });
    expect(await runCliInProcess(['-v'])).toMatchObject({ code: 0, stdout: `${VERSION}\n` });
  });
});

describe('usage errors: one line, a suggestion, the way to the help', () => {
  it.each([
    [['valdate'], 'user-summaries: unknown command valdate (did you mean validate?)', 'user-summaries'],
    [['--versoin'], 'user-summaries: unknown option --versoin (did you mean --version?)', 'user-summaries'],
    [['help', 'chek'], 'user-summaries: unknown command chek (did you mean check?)', 'user-summaries'],
    [
      ['validate', '--fromat', 'json', 'x.json'],
      'user-summaries validate: unknown option --fromat (did you mean --format?)',
      'user-summaries validate',
    ],
    [
      ['validate', '--format', 'jsno', 'x.json'],
      'user-summaries validate: --format must be one of text, json, junit, sarif, github, gitlab, html, archive, summary (did you mean json?)',
      'user-summaries validate',
    ],
    [
      ['validate', '--format'],
      'user-summaries validate: --format needs a value: one of text, json, junit, sarif, github, gitlab, html, archive, summary',
      'user-summaries validate',
    ],
    [
      ['validate', '--strict=yes', 'x.json'],
      'user-summaries validate: --strict takes no value',
      'user-summaries validate',
    ],
    [
      ['check', '--base-ur', 'http://127.0.0.1:9'],
      'user-summaries check: unknown option --base-ur (did you mean --base-url?)',
      'user-summaries check',
    ],
    [
      ['check', '--format', 'sarif', '--base-url', 'http://127.0.0.1:9'],
      'user-summaries check: --format must be one of text, json, junit, html',
      'user-summaries check',
    ],
    [
      ['serve', '--prot', '0'],
      'user-summaries serve: unknown option --prot (did you mean --port?)',
      'user-summaries serve',
    ],
    [
      ['serve', '--envelope', 'colection'],
      'user-summaries serve: --envelope must be one of paginator, collection, bare (did you mean collection?)',
      'user-summaries serve',
    ],
    [
      ['serve', '--fault', 'duplicated-day'],
      'user-summaries serve: --fault must name a fault mode (did you mean duplicate-day?); --list-faults lists them',
      'user-summaries serve',
    ],
    [
      ['serve', '--groups', 'sleep,stres'],
      'user-summaries serve: --groups must be any, all or a comma list of activity, heart_rate, sleep, stress, respiration_rate, temperature, spo2 (did you mean stress?)',
      'user-summaries serve',
    ],
    [
      ['validate', '--jobs', 'abc', 'x.json'],
      'user-summaries validate: --jobs must be a positive integer',
      'user-summaries validate',
    ],
    [
      ['validate', '--jobs', '65', 'x.json'],
      'user-summaries validate: --jobs can be at most 64 (each thread holds its own validators)',
      'user-summaries validate',
    ],
    [
      ['validate', '--from', '2024-02-30', 'x.json'],
      'user-summaries validate: --from must be a real date written Y-m-d',
      'user-summaries validate',
    ],
    [
      ['demo', 'now'],
      'user-summaries demo: takes no arguments but options, and an argument was given',
      'user-summaries demo',
    ],
  ])('%j', async (args, first, where) => {
    const result = await runCliInProcess(args);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`${first}\nrun \`${where} --help\` for the options\n`);
  });

  it('never echoes a value: an unknown --name=value shows the name only, a token-like command word is not shown', async () => {
    const secret = 'tok_9f8e7d6c5b4a39281706';
    const caps = [
      '--jobs',
      '--max-bytes',
      '--max-violations',
      '--max-examples',
      '--max-depth',
      '--max-members',
      '--max-key-length',
    ].flatMap((option) => [
      ['validate', option, secret, 'x.json'],
      ['validate', option, '9007199254740993', 'x.json'],
    ]);
    const others = [
      ['validate', '--from', secret, 'x.json'],
      ['validate', '--first-line', secret, '-'],
      ['serve', '--fault', secret],
      ['serve', '--fault', `${secret.slice(0, -1)}x`],
      ['serve', '--groups', secret],
      ['check', '--max-bytes', '9007199254740993', '--base-url', 'http://127.0.0.1:9'],
    ];
    for (const args of [
      ['check', `--tokn=${secret}`],
      ['check', secret],
      [secret],
      ['validate', '--format', secret, 'x.json'],
      ...caps,
      ...others,
    ]) {
      const result = await runCliInProcess(args);
      expect(result.code).toBe(2);
      expect(result.stderr + result.stdout, args.join(' ')).not.toContain(secret);
      expect(result.stderr + result.stdout, args.join(' ')).not.toContain('9007199254740993');
    }
  });

  it('the parser: --name=value, -- ends the options, - is a positional, repeatable options keep every value', () => {
    const serve = COMMANDS.find((c) => c.spec.name === 'serve')?.spec;
    const validate = COMMANDS.find((c) => c.spec.name === 'validate')?.spec;
    if (serve === undefined || validate === undefined) throw new Error('commands missing');
    const a = parseCommandLine(serve, ['--fault=slow', '--fault', 'duplicate-day', '--port=0']);
    if (!('args' in a)) throw new Error(JSON.stringify(a));
    expect([a.args.list('fault'), a.args.string('port'), a.args.string('host'), a.args.given('host')]).toEqual([
      ['slow', 'duplicate-day'],
      '0',
      '127.0.0.1',
      false,
    ]);
    const b = parseCommandLine(validate, ['-', '--', '--strict']);
    if (!('args' in b)) throw new Error(JSON.stringify(b));
    expect([b.args.positionals, b.args.flag('strict')]).toEqual([['-', '--strict'], false]);
    expect(editDistance('fromat', 'format')).toBe(1);
    expect([closest('jsno', ['text', 'json']), closest('zzz', ['text', 'json'])]).toEqual(['json', undefined]);
  });
});

describe('hints where a newcomer gets stuck', () => {
  const dir = mkdtempSync(join(tmpdir(), 'usc-front-'));

  it('NDJSON piped to validate - says which flag to add; with it, every line is checked', async () => {
    const ndjson = '{"date":"2024-01-01"}\n{"date":"2024-01-02"}\n';
    const piped = await runCliInProcess(['validate', '-'], { input: ndjson });
    expect(piped.code).toBe(2);
    expect(piped.stdout).toContain(
      'hint: standard input looks like NDJSON (one document per line); add --input-format ndjson',
    );
    const right = await runCliInProcess(['validate', '--input-format', 'ndjson', '-'], { input: ndjson });
    expect(right.code).toBe(0);
    expect(right.stdout).not.toContain('hint:');
    // One JSON document with garbage after it on the same line is no NDJSON: no hint.
    expect((await runCliInProcess(['validate', '-'], { input: '{"date":"2024-01-01"} x' })).stdout).not.toContain(
      'hint:',
    );
  });

  it('the include_slots=0 example page: one hint line naming --no-slots; with --no-slots it passes', async () => {
    const page = 'examples/valid-no-slots/live-page-include-slots-0.json';
    const result = await runCliInProcess(['validate', page]);
    expect(result.code).toBe(1);
    expect(
      result.stdout.match(
        /hint: every violation is a missing slots: the data looks fetched with include_slots=0 \(the API default\); validate it with --no-slots/g,
      ),
    ).toHaveLength(1);
    expect((await runCliInProcess(['validate', '--no-slots', page])).code).toBe(0);
    // A document broken otherwise gets no such hint.
    expect((await runCliInProcess(['validate', 'examples/invalid/summary-broken.json'])).stdout).not.toContain('hint:');
  });

  it('a missing file is named once and counted as an unreadable input, not as a document', async () => {
    const missing = join(dir, 'missing.json');
    const result = await runCliInProcess(['validate', missing]);
    expect(result.code).toBe(2);
    expect(result.stdout.split(missing).length - 1).toBe(1);
    expect(result.stdout).toContain(`${missing}: cannot be read: no such file or directory`);
    expect(result.stdout).toMatch(/^1 input unreadable; 0 documents: 0 valid, 0 invalid; /m);
    const json = JSON.parse(
      (await runCliInProcess(['validate', '--format', 'json', missing, 'examples/valid/summary-all-groups.json']))
        .stdout,
    ) as { valid: boolean; summary: { documents: number; unreadableInputs: number; exitCode: number } };
    expect([json.valid, json.summary.documents, json.summary.unreadableInputs, json.summary.exitCode]).toEqual([
      false,
      1,
      1,
      2,
    ]);
  });

  it('FORCE_COLOR=0 turns colour off as NO_COLOR does; FORCE_COLOR=1 turns it on without a terminal', async () => {
    const broken = 'examples/invalid/summary-broken.json';
    const env = (extra: Record<string, string>) => ({ NO_COLOR: '', ...extra });
    expect((await runCliInProcess(['validate', broken], { env: env({ FORCE_COLOR: '0' }) })).stdout).not.toContain(
      '\u001b[',
    );
    expect((await runCliInProcess(['validate', broken], { env: env({ FORCE_COLOR: '1' }) })).stdout).toContain(
      '\u001b[',
    );
  });

  it('serve --print-url prints the endpoint alone on stdout, --port-file holds the port, and check accepts that URL', async () => {
    const portFile = join(dir, 'port');
    const server = await startServe(
      ['--port', '0', '--seed', '5', '--token-env', 'FRONT_TOKEN', '--port-file', portFile],
      { FRONT_TOKEN: 'front-door-token-01' },
    );
    try {
      const port = readFileSync(portFile, 'utf8');
      expect(port).toBe(`${new URL(server.url).port}\n`);
      const check = await runCliAsync(
        ['check', '--base-url', `${server.url}/user-summaries`, '--from', '2024-03-01', '--to', '2024-03-03'],
        { USER_SUMMARIES_TOKEN: 'front-door-token-01' },
      );
      expect(check.code, check.stdout).toBe(0);
    } finally {
      await server.stop();
    }
    expect(endpointRoot('http://127.0.0.1:8080/user-summaries')).toBe('http://127.0.0.1:8080/');
    expect(endpointRoot('https://api.example/v1/user-summaries/')).toBe('https://api.example/v1/');
    expect(endpointRoot('https://api.example/v1')).toBe('https://api.example/v1');
  });

  it('serve --print-url: the first line of stdout is the URL and nothing else is on stdout', async () => {
    const { spawn } = await import('node:child_process');
    const child = spawn(
      process.execPath,
      [join(ROOT, 'packages/tools/dist/cli/main.js'), 'serve', '--print-url', '--token', 'print-url-token-001'],
      { cwd: ROOT },
    );
    const stdout = await new Promise<string>((resolve) => {
      let out = '';
      child.stdout.on('data', (c: Buffer) => {
        out += c.toString();
        if (out.endsWith('\n')) resolve(out);
      });
    });
    child.kill('SIGTERM');
    expect(stdout).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/user-summaries\n$/);
  });
});

describe('one way to write a size, one token convention', () => {
  it('--max-bytes is a size with K, M, G suffixes in validate and check, its default shown the same way', async () => {
    const validate = await runCliInProcess(['validate', '--help']);
    const check = await runCliInProcess(['check', '--help']);
    expect(unwrapped(validate.stdout)).toMatch(
      /--max-bytes N +bytes per document or NDJSON line \(K, M, G suffixes\) \(default: 16M\)/,
    );
    expect(unwrapped(check.stdout)).toMatch(
      /--max-bytes N +bytes of one response body \(K, M, G suffixes\) \(default: 64M\)/,
    );
    const bad = await runCliInProcess(['check', '--base-url', 'http://127.0.0.1:9', '--max-bytes', '12Q'], {
      env: { USER_SUMMARIES_TOKEN: 't' },
    });
    expect([bad.code, bad.stderr.split('\n')[0]]).toEqual([
      2,
      'user-summaries check: --per-page, --timeout-ms and --max-pages take positive integers, --max-bytes a positive size (K, M, G suffixes allowed)',
    ]);
  });

  it('serve and check both name USER_SUMMARIES_TOKEN as the default of --token-env', async () => {
    for (const command of ['serve', 'check']) {
      const help = await runCliInProcess([command, '--help']);
      expect(unwrapped(help.stdout), command).toMatch(
        /--token-env NAME +the environment variable that holds the bearer token \(default: USER_SUMMARIES_TOKEN\)/,
      );
    }
  });

  it('serve with USER_SUMMARIES_TOKEN exported uses it and does not print it', async () => {
    const server = await startServe(['--port', '0', '--seed', '5'], { USER_SUMMARIES_TOKEN: 'exported-token-0001' });
    try {
      const unauthorised = await fetch(`${server.url}/user-summaries?date_from=2024-03-01&date_to=2024-03-01`, {
        headers: authHeaders('other'),
      });
      const authorised = await fetch(`${server.url}/user-summaries?date_from=2024-03-01&date_to=2024-03-01`, {
        headers: authHeaders('exported-token-0001'),
      });
      expect([unauthorised.status, authorised.status]).toEqual([401, 200]);
      expect(server.output().stdout).toContain('token: from environment variable USER_SUMMARIES_TOKEN (not shown)');
      expect(JSON.stringify(server.output())).not.toContain('exported-token-0001');
    } finally {
      await server.stop();
    }
  });
});

describe('--format archive', () => {
  it('is the archive report under a name that says so; summary, its older name, gives the same report', async () => {
    const archive = await runCliInProcess(['validate', '--format', 'archive', 'examples/invalid']);
    const summary = await runCliInProcess(['validate', '--format', 'summary', 'examples/invalid']);
    expect([archive.code, summary.code]).toEqual([1, 1]);
    const counts = (stdout: string): unknown => {
      const { timeMs: _t, ...rest } = JSON.parse(stdout) as Record<string, unknown>;
      return rest;
    };
    expect(counts(archive.stdout)).toEqual(counts(summary.stdout));
    const help = await runCliInProcess(['validate', '--help']);
    expect(unwrapped(help.stdout)).toContain('archive (or summary, its older name): the archive report');
  });
});
