// Where the fast tier's time goes on the valid full day: the whole verdict, the same validator with its three
// fixed-width format checks answering true without reading the string, and the format checks alone on the
// day's strings (in document order, so the date-time memo sees what it sees in a validation). Run in a fresh
// process by bench/run.ts (`node --import tsx bench/anatomy.ts`), which prints the result as JSON.
import { fileURLToPath } from 'node:url';
import { DEFAULT_READING } from '../src/schemas/readings.js';
import {
  FAST_FORMAT_NAMES,
  type FAST_FORMATS,
  isContractDate,
  isContractDateTime,
  isContractTime,
} from '../src/validator/fastFormats.js';
import { createEngineAjv } from '../packages/build/src/codegen/engineAjv.js';
import { fastDocuments } from '../packages/build/src/codegen/engineDocuments.js';
import { openFastTier } from '../src/precompiled/fastTiers.js';
import { SCHEMA_IDS } from '../src/schemas/ids.js';
import { measure } from './measure.js';
import { buildPayloads } from './payloads.js';

/** The anatomy of one valid full-day verdict, in microseconds. */
export interface Anatomy {
  /** The fast tier's verdict, as the library runs it. */
  readonly verdictUs: number;
  /** The same validator with the format checks answering true unread: structure, types, integers. */
  readonly formatsUncheckedUs: number;
  /** The three format checks alone, called on the day's strings. */
  readonly formatChecksUs: number;
  /** How many strings of each format the day holds. */
  readonly strings: Readonly<Record<string, number>>;
}

type FormatName = keyof typeof FAST_FORMATS;

/** The day's strings of each fixed-width format, in document order, with the check each gets. */
function formatStrings(value: unknown): { name: FormatName; text: string }[] {
  const out: { name: FormatName; text: string }[] = [];
  const walk = (node: unknown, key: string): void => {
    if (typeof node === 'string') {
      // The members the schemas give a fixed-width format (the time of a slot, the bounds of a sleep slot, dates).
      if (key === 'start_date' || key === 'end_date') out.push({ name: 'contract-ymd-this', text: node });
      else if (key === 'date') out.push({ name: node.length === 5 ? 'contract-hi' : 'contract-ymd', text: node });
    } else if (Array.isArray(node)) for (const item of node) walk(item, '');
    else if (node !== null && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, k);
  };
  walk(value, '');
  return out;
}

/**
 * Measures the anatomy of the fast tier on the benchmark's valid full day.
 *
 * @example
 * const a = measureAnatomy(); // { verdictUs: 28, formatsUncheckedUs: 7, formatChecksUs: 19, ... }
 */
export function measureAnatomy(): Anatomy {
  const full = buildPayloads().find((p) => p.id === 'full');
  if (full === undefined) throw new Error('no full payload');
  // The precompiled fast validator every entry runs; beside it, the same documents compiled with formats unread.
  const verdict = openFastTier(true).userSummary;
  const unchecked = createEngineAjv('fast');
  for (const name of Object.values(FAST_FORMAT_NAMES)) unchecked.addFormat(name, () => true);
  for (const doc of fastDocuments(DEFAULT_READING)) unchecked.addSchema(doc.schema);
  const uncheckedVerdict = unchecked.getSchema(SCHEMA_IDS.userSummary);
  if (uncheckedVerdict === undefined || verdict(full.value) !== true || uncheckedVerdict(full.value) !== true)
    throw new Error('the full day must be valid');
  const strings = formatStrings(full.value);
  const of = (name: FormatName): string[] => strings.filter((s) => s.name === name).map((s) => s.text);
  const [ymd, hi, dateTimes] = [of('contract-ymd'), of('contract-hi'), of('contract-ymd-this')];
  // One loop per check, each calling its function directly (as the generated code does, so it can be inlined).
  const allPass = (): boolean => {
    let ok = true;
    for (let i = 0; i < ymd.length; i++) ok = isContractDate(ymd[i] as string) && ok;
    for (let i = 0; i < hi.length; i++) ok = isContractTime(hi[i] as string) && ok;
    for (let i = 0; i < dateTimes.length; i++) ok = isContractDateTime(dateTimes[i] as string) && ok;
    return ok;
  };
  if (!allPass()) throw new Error('a format string of the valid day failed its check');
  const options = { warmupMs: 300, budgetMs: 800 };
  const counts: Record<string, number> = {};
  for (const { name } of strings) counts[name] = (counts[name] ?? 0) + 1;
  // Three rounds, interleaved, each figure the round with the lowest median (as the peers' cells): a burst of
  // load elsewhere on the machine does not decide a row.
  const best = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
  const runs = [(): unknown => verdict(full.value), (): unknown => uncheckedVerdict(full.value), allPass];
  for (let round = 0; round < 3; round++) {
    runs.forEach((run, i) => {
      best[i] = Math.min(best[i] as number, measure(run, options).medianNs / 1000);
    });
  }
  return {
    verdictUs: best[0] as number,
    formatsUncheckedUs: best[1] as number,
    formatChecksUs: best[2] as number,
    strings: counts,
  };
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.stdout.write(JSON.stringify(measureAnatomy()));
}
