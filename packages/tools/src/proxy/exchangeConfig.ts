import type { BodyMemo } from './bodyMemo.js';
import type { CheckThread } from './checkThread.js';
import type { ExchangeVerdict } from './findings.js';
import type { Ledger } from './ledger.js';
import type { Recorder } from './recorder.js';
import type { Upstream } from './upstream.js';
import type { WalkTracker } from './walks.js';
import type { WalkTurns } from './walkTurns.js';

/** Everything one exchange is handled with. */
export interface ExchangeConfig {
  readonly upstream: Upstream;
  /** `--errors`: hold each response until it is checked and replace a violating one with a 502 problem document. */
  readonly errors: boolean;
  readonly strict: boolean;
  /** Most body bytes read (before and after decompression). */
  readonly maxBytes: number;
  /** Milliseconds from the request to the end of the check (with `--errors`, to the answer). */
  readonly deadlineMs: number;
  readonly maxViolations: number;
  readonly ledger: Ledger;
  readonly walks: WalkTracker;
  /** Verdicts of bodies already checked (identical bytes, identical profile); none checks every body afresh. */
  readonly memo?: BodyMemo;
  /** Where new bodies are checked: a worker thread; none checks them on this thread. */
  readonly checkThread?: CheckThread;
  /** Each body's turn in its walk: its stream rules wait for the bodies of its walk before it (`checkWhole.ts`). */
  readonly turns: WalkTurns;
  readonly recorder?: Recorder;
  /** Called once per exchange, when it is checked. */
  readonly onVerdict: (verdict: ExchangeVerdict) => void;
}
