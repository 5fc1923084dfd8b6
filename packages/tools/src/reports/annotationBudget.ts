/** GitHub shows at most this many annotations of each level (error, warning) per step by default. */
export const DEFAULT_ANNOTATIONS = 10;

/** The most `--annotations` may ask: GitHub keeps 50 annotations per job, whatever a step prints. */
export const MAX_ANNOTATIONS = 50;

/** One annotation waiting for the end of the run: its line and its place in the input order. */
interface Candidate {
  readonly seq: number;
  readonly line: string;
}

/**
 * The annotations of one level a run prints, chosen in a stated order: first one per (rule word, file), in input
 * order, then the repeats, in input order, until `limit`; printed in input order. Holds at most `2 × limit` lines
 * and `limit` keys, whatever the number of candidates; counts the rest.
 *
 * @example
 * const errors = new AnnotationBudget(10);
 * errors.offer('date_format\u0000day.json', () => '::error file=day.json::...\n');
 * errors.chosen(); // the lines to print
 */
export class AnnotationBudget {
  readonly #limit: number;
  readonly #firsts: Candidate[] = [];
  readonly #repeats: Candidate[] = [];
  readonly #keys = new Set<string>();
  #offered = 0;

  constructor(limit: number) {
    this.#limit = limit;
  }

  /**
   * Offers an annotation, identified for the choice by `key` (its rule word and file); `render` writes its line,
   * called only when the line is kept.
   */
  offer(key: string, render: () => string): void {
    const seq = this.#offered++;
    if (this.#firsts.length < this.#limit && !this.#keys.has(key)) {
      this.#keys.add(key);
      this.#firsts.push({ seq, line: render() });
    } else if (this.#repeats.length < this.#limit) {
      this.#repeats.push({ seq, line: render() });
    }
  }

  /** The lines to print, in input order: the firsts, then repeats up to the limit. */
  chosen(): string[] {
    const picked = [...this.#firsts, ...this.#repeats.slice(0, this.#limit - this.#firsts.length)];
    return picked.sort((a, b) => a.seq - b.seq).map((c) => c.line);
  }

  /** How many annotations were offered and not chosen. */
  left(): number {
    return this.#offered - Math.min(this.#offered, this.#limit);
  }
}
