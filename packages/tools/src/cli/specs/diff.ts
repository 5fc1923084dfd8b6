import { DEFAULT_RECORDS, DEFAULT_SEED, MAX_RECORDS, MIN_RECORDS } from '../../evolution/budget.js';
import { DIFF_FORMATS } from '../../evolution/formatDiff.js';
import type { CommandSpec } from '../args/spec.js';

/** The command line of `user-summaries diff`. */
export const DIFF_SPEC: CommandSpec = {
  name: 'diff',
  summary: 'what changed between two versions of the contract, and whom it breaks, proven by records',
  usage: '[options] BASE HEAD',
  positionals: 'any',
  description: `BASE and HEAD are two versions of the contract: folders laid out like schemas/ (the documents, not the
bundles), such as a checkout of any commit or a published package's schemas/. For each change: where (a pointer
pattern, * for array items), what (in the contract's words), and whom it breaks in each reading (include_slots on
and off, open and strict): producers (a record that conformed is now rejected) or consumers (a record that was
rejected is now accepted). Each side of each reading is decided: breaks (a record built from the example day that one
version accepts and the other rejects), proven (the argument in one line) or unknown (the reason); the search of
generated records attacks every proof (docs/evolution.md).`,
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
  ],
  notes: `exit status: 0 nothing breaks (identical or compatible), 1 a change breaks producers or consumers, or was not
decided within the diff's budget (named, with the reason), 2 usage error or a version that cannot be read (the file
and the reason are said).`,
};
