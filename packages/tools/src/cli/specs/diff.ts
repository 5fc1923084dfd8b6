import { DEFAULT_RECORDS, DEFAULT_SEED, MAX_RECORDS, MIN_RECORDS } from '../../evolution/budget.js';
import { MODES } from '../../evolution/modes.js';
import { DIFF_FORMATS } from '../../evolution/formatDiff.js';
import type { CommandSpec } from '../args/spec.js';

/** The command line of `user-summaries diff`. */
export const DIFF_SPEC: CommandSpec = {
  name: 'diff',
  summary: 'what changed between two versions of the contract, and whom it breaks, proven by records',
  usage: '[options] BASE HEAD | --mode MODE BASE... HEAD | BASE HEAD --replay PATH...',
  positionals: 'any',
  description: `BASE and HEAD are two versions of the contract: folders laid out like schemas/ (the documents, not the
bundles), such as a checkout of any commit or a published package's schemas/. For each change: where (a pointer
pattern, * for array items), what (in the contract's words), and whom it breaks in each reading (include_slots on
and off, open and strict): producers (a record that conformed is now rejected) or consumers (a record that was
rejected is now accepted). Each side of each reading is decided: breaks (a record built from the example day that one
version accepts and the other rejects), proven (the argument in one line) or unknown (the reason); the search of
generated records attacks every proof (docs/evolution.md).

--mode checks a registry mode: backward (no change breaks producers), forward (none breaks consumers) or full
(both), against each BASE (several bases: the transitive check); an unknown side does not satisfy a mode. --replay
judges recorded documents (the gate's inputs) under both versions and counts, per change, those the head rejects
that the base accepted and those it accepts that the base rejected.`,
  options: [
    {
      name: 'format',
      type: 'string',
      value: 'FORMAT',
      choices: DIFF_FORMATS,
      default: 'text',
      description: 'text (a summary), json (the report) or markdown (a pull-request comment)',
      example: '--format markdown old/schemas schemas',
    },
    {
      name: 'seed',
      type: 'string',
      value: 'N',
      default: String(DEFAULT_SEED),
      description: 'the seed of the generated records (0 to 4294967295)',
      example: '--seed 7 old/schemas schemas',
    },
    {
      name: 'records',
      type: 'string',
      value: 'N',
      default: String(DEFAULT_RECORDS),
      description: `records a change may try, over every reading and both sides (${MIN_RECORDS} to ${MAX_RECORDS})`,
      example: '--records 20000 old/schemas schemas',
    },
    {
      name: 'mode',
      type: 'string',
      value: 'MODE',
      choices: MODES,
      group: 'registry modes',
      description:
        'exit 1 when a change violates the mode against any BASE: backward (breaks producers), forward (breaks consumers), full (either)',
      example: '--mode full schemas/released/0.1.0 schemas/released/0.2.0 schemas',
    },
    {
      name: 'replay',
      type: 'string',
      value: 'PATH',
      multiple: true,
      group: 'replay',
      description:
        'judge the recorded documents in PATH (files, folders, NDJSON, .gz, as validate reads them) under both versions; repeatable',
      example: 'old/schemas schemas --replay recorded/',
    },
    {
      name: 'no-slots',
      type: 'boolean',
      group: 'replay',
      description: 'replay in the include_slots=0 reading (groups may omit slots)',
      example: 'old/schemas schemas --replay recorded/ --no-slots',
    },
    {
      name: 'strict',
      type: 'boolean',
      group: 'replay',
      description: "replay in the producers' strict reading (unknown fields fail)",
      example: 'old/schemas schemas --replay recorded/ --strict',
    },
    {
      name: 'show-values',
      type: 'boolean',
      group: 'replay',
      description: 'show the recorded value at each example (truncated, secrets masked)',
      example: 'old/schemas schemas --replay recorded/ --show-values',
    },
    {
      name: 'max-examples',
      type: 'string',
      value: 'N',
      default: '3',
      group: 'replay',
      description: 'examples kept per change and direction (0 to 1000)',
      example: 'old/schemas schemas --replay recorded/ --max-examples 10',
    },
    {
      name: 'jobs',
      type: 'string',
      value: 'N',
      defaultText: 'available CPUs, at most 8',
      group: 'replay',
      description: 'threads that judge documents (1 to 64)',
      example: 'old/schemas schemas --replay recorded/ --jobs 4',
    },
    {
      name: 'frames',
      type: 'boolean',
      group: 'replay',
      description:
        "replay partitions framed on standard input, one JSON replay report per frame (the Dask integration's long-lived gate: user-summaries-dask --replay)",
      example: 'old/schemas schemas --frames --jobs 1',
    },
    {
      name: 'changes',
      type: 'string',
      value: 'JSON',
      group: 'replay',
      description:
        "with --frames: the diff's changes ([{entry, location, change}], as its JSON report lists them), so the process does not compute the diff again",
      // The changes' JSON is longer than a help line: the shell variable stands for it.
      example: 'old/schemas schemas --frames --changes "$CHANGES"',
    },
    {
      name: 'replay-report',
      type: 'string',
      value: 'FILE',
      group: 'replay',
      description:
        "print a replay made elsewhere (the replay member of --format json, e.g. user-summaries-dask's merged one) with the diff, and exit as --replay does",
      example: 'old/schemas schemas --replay-report merged.json',
    },
    {
      name: 'policy',
      type: 'string',
      value: 'POLICY',
      choices: ['lenient', 'strict'],
      default: 'lenient',
      description:
        "which records count as conforming: lenient (the members a version lists, and in the open readings members neither lists) or strict (JSON Schema's: in the open readings any member a version does not list, with any value)",
      example: '--policy strict old/schemas schemas',
    },
  ],
  examples: [
    'user-summaries diff node_modules/user-summaries-contract/schemas schemas',
    'git worktree add /tmp/base v0.1.0 && user-summaries diff /tmp/base/schemas schemas --format markdown > diff.md',
    'user-summaries diff --mode backward schemas/released/0.1.0 schemas/released/0.2.0 schemas',
    'user-summaries diff schemas/released/0.1.0 schemas --replay recorded/ --no-slots',
  ],
  notes: `exit status: 0 nothing breaks (identical or compatible), 1 a change breaks producers or consumers, or was not
decided within the diff's budget (named, with the reason) (with --mode: a change violates the mode against a base,
an undecided side included; with --replay: also a recorded document whose verdict changed), 2 usage error, a
version that cannot be read (the file and the reason are said), or with --replay a recorded input or record that
cannot be read.`,
};
