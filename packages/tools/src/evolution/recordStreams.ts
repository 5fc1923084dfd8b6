// The random records of one version drawn once and judged once for every diff that draws them again: a transitive
// mode check compares many bases with one head, and the consumers' searches (and the net for unexplained breaks)
// draw the head's records with a seed that names the search, never the base. Each diff still judges them under
// its own base and spends its own work on them, so its report is the same as if it had drawn them itself.
import type { Judge } from './judges.js';
import { Rng } from './random.js';
import { recordSize } from './workMeter.js';

/** A draw larger than a record may be: tried (it counts), never judged. */
export const OVER_BUDGET: unique symbol = Symbol('over budget');

/** One record of a stream: what the draw gave and what the version's judge said of it. */
export interface StreamItem {
  /** The record, or {@link OVER_BUDGET}. */
  readonly record: unknown;
  /** Its size as the work meter counts it (0 for a draw over budget). */
  readonly size: number;
  /** Whether the drawing version's judge accepts it (false for a draw over budget). */
  readonly accepted: boolean;
  /** What the judge threw on it (a pattern the diff cannot run), said where the diff would have judged it. */
  readonly thrown?: unknown;
}

/** The stored beginning of one stream, and the state of its random numbers after it. */
interface Stream {
  readonly items: StreamItem[];
  state: number;
}

/** The most record values a version's streams keep together: past it, the records are drawn and not kept. */
const KEPT_VALUES = 2_000_000;

/**
 * The random records of one version, by search: each stream starts from the state of a seeded {@link Rng}, and
 * the n-th record of a search with that state is the same whichever diff asks, so it is drawn and judged once.
 * A draw that throws (other than over budget) is not kept: the diff that asks sees it thrown, as without streams.
 */
export class RecordStreams {
  readonly #streams = new Map<string, Stream>();
  #kept = 0;

  /**
   * The records of the search named `key` whose numbers start at `rng`'s state: those kept first, then drawn with
   * `draw` (which returns {@link OVER_BUDGET} for a draw too large) and judged by `judge`, kept while the version's
   * share allows. `rng` itself is not advanced.
   */
  *items(key: string, rng: Rng, draw: (rng: Rng) => unknown, judge: Judge): Generator<StreamItem> {
    const name = `${key}\n${rng.state}`;
    let stream = this.#streams.get(name);
    if (stream === undefined) this.#streams.set(name, (stream = { items: [], state: rng.state }));
    let at = 0;
    for (;;) {
      if (at < stream.items.length) {
        yield stream.items[at] as StreamItem;
        at += 1;
        continue;
      }
      // Past the kept records: drawn from where the stream stopped, and kept when this is the stream's end.
      const own = new Rng(stream.state);
      for (;;) {
        const record = draw(own);
        const item = judged(record, judge);
        if (at === stream.items.length && this.#kept + item.size < KEPT_VALUES) {
          stream.items.push(item);
          stream.state = own.state;
          this.#kept += Math.max(1, item.size);
        }
        yield item;
        at += 1;
      }
    }
  }
}

/** A record judged: its size and verdict, or what the judge threw. */
function judged(record: unknown, judge: Judge): StreamItem {
  if (record === OVER_BUDGET) return { record, size: 0, accepted: false };
  const size = recordSize(record);
  try {
    return { record, size, accepted: judge.accepts(record) };
  } catch (error) {
    return { record, size, accepted: false, thrown: error };
  }
}
