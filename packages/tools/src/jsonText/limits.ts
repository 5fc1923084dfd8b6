// The parse layer's limits (each a flag of `validate`), here so the text layer imports nothing above it; the
// gate's configuration (packages/tools/src/documentCheck/config.ts) carries them and re-exports DEFAULT_LIMITS.
/** The limits of the parse layer; each has a flag and a documented default (docs/gate.md). */
export interface Limits {
  /** Bytes of one document: a JSON file, standard input, or one NDJSON line. */
  readonly maxBytes: number;
  /** Nesting depth of arrays and objects. */
  readonly maxDepth: number;
  /** Members of one object. */
  readonly maxMembers: number;
  /** Characters of one member name. */
  readonly maxKeyLength: number;
}

/** The defaults of {@link Limits}. */
export const DEFAULT_LIMITS: Limits = {
  maxBytes: 16 * 1024 * 1024,
  maxDepth: 64,
  maxMembers: 10_000,
  maxKeyLength: 1024,
};

/**
 * A byte count as the limits' messages write it: `16 MiB`, `100 KiB`, `512 bytes`.
 *
 * @example
 * bytesText(DEFAULT_LIMITS.maxBytes); // '16 MiB'
 */
export function bytesText(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}
