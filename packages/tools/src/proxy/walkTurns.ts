/** One body's place in its walk: when the bodies before it are through, and how to say it is through itself. */
export interface Turn {
  /** Resolves when every body of the walk that arrived before this one is through, or past its deadline. */
  readonly before: Promise<void>;
  /** This body is through: the next one of its walk may go. */
  done(): void;
}

/**
 * The order in which the bodies of one walk reach its stream rules. A body's check may end out of turn (a body
 * seen before is answered from the memo at once, a new one waits for the check thread), and the stream rules of a
 * walk (`duplicate_day`, `metadata_changed`) must see its pages in the order they arrived, as one thread checking
 * each body in turn would. Only the bodies of the same walk wait for each other: a body slow to check holds up its
 * own walk, never another caller's; and it holds up its walk only until its own deadline, after which the next
 * page of the walk goes on without it. Holds one entry per walk with a body under way.
 *
 * @example
 * const turn = turns.take(walkKey, deadline);
 * try { await turn.before; observe(...); } finally { turn.done(); }
 */
export class WalkTurns {
  readonly #last = new Map<string, Promise<void>>();

  /** Takes the next turn of the walk `key`; `deadline` resolves when this body's exchange is past its deadline. */
  take(key: string, deadline: Promise<void>): Turn {
    const before = this.#last.get(key) ?? Promise.resolve();
    let through = (): void => undefined;
    const turn = new Promise<void>((resolve) => (through = resolve));
    void deadline.then(through);
    this.#last.set(key, turn);
    return {
      before,
      done: () => {
        through();
        if (this.#last.get(key) === turn) this.#last.delete(key);
      },
    };
  }
}
