/** What a payload is validated as: one day, or a response page of GET /user-summaries. */
export type PayloadKind = 'summary' | 'response';

/** A peer prepared for one kind of payload. */
export interface PreparedPeer {
  /** The peer's verdict: true when it accepts the value. */
  readonly verdict: (input: unknown) => boolean;
  /** The timed call: validation with the peer's full report (its errors list) when the value is rejected. */
  readonly run: (input: unknown) => unknown;
}

/** A validator measured against this library. */
export interface Peer {
  /** Short name shown in the tables. */
  readonly name: string;
  /** What exactly is measured: setup, options, schema source. */
  readonly setup: string;
  /** `text` peers get the payload's JSON text; `value` peers get the parsed value. */
  readonly input: 'text' | 'value';
  /** Builds (compiles) the validator of a kind, or `undefined` when the peer has none for that kind. */
  readonly prepare: (kind: PayloadKind) => Promise<PreparedPeer | undefined>;
}
