import { isUtf8 } from 'node:buffer';
import type { CheckConfig } from '../documentCheck/config.js';
import { checkLoneRecord } from '../documentCheck/checkRecord.js';
import { loadValidators } from '../documentCheck/documentKind.js';
import type { DocumentOutcome } from '../documentCheck/types.js';
import { DEFAULT_LIMITS } from '../jsonText/limits.js';
import type { ProxyFinding } from './findings.js';

/** The response profile a body is checked with: the request's include_slots, the proxy's --strict. */
export interface BodyProfile {
  readonly includeSlots: boolean;
  readonly strict: boolean;
  /** Violations reported per body (the rest are counted). */
  readonly maxViolations: number;
  /** The parse layer's byte cap of one body. */
  readonly maxBytes: number;
}

/** A body checked as `validate` checks one NDJSON record. */
export interface CheckedBody {
  /** The body as one NDJSON line (what `--record-values` writes, and what was checked). */
  readonly line: Uint8Array;
  /** The gate's outcome; undefined for a blank body (the gate skips blank lines). */
  readonly outcome: DocumentOutcome | undefined;
  /** The body parsed, when the parse layer accepted it. */
  readonly value?: unknown;
  readonly findings: readonly ProxyFinding[];
}

/**
 * The body as one line: a JSON text's line breaks are whitespace between tokens, so they become spaces and
 * the value is unchanged; in a text that is not JSON they become U+0001, which keeps it unreadable (a raw
 * line break inside a string must not turn into valid JSON).
 */
export function oneLine(bytes: Uint8Array): Uint8Array {
  if (!bytes.includes(0x0a) && !bytes.includes(0x0d)) return bytes;
  let json = false;
  if (isUtf8(bytes)) {
    try {
      JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8'));
      json = true;
    } catch {
      // not JSON: its line breaks become U+0001
    }
  }
  const out = Buffer.from(bytes);
  for (let i = 0; i < out.length; i += 1) if (out[i] === 0x0a || out[i] === 0x0d) out[i] = json ? 0x20 : 0x01;
  return out;
}

/** One configuration per profile, kept: the gate prepares its parse options and validator once per configuration object. */
const configs = new Map<string, CheckConfig>();

/** A profile as a key: two profiles with the same key check every body alike. */
export function profileKey(profile: BodyProfile): string {
  return `${profile.includeSlots}|${profile.strict}|${profile.maxViolations}|${profile.maxBytes}`;
}

/** The gate's check configuration for a response body (what `validate --as response --format summary` uses). */
function bodyConfig(profile: BodyProfile): CheckConfig {
  const key = profileKey(profile);
  let config = configs.get(key);
  if (config === undefined) {
    if (configs.size >= 64) configs.clear(); // a handful of profiles per process; bounded all the same
    config = newBodyConfig(profile);
    configs.set(key, config);
  }
  return config;
}

function newBodyConfig(profile: BodyProfile): CheckConfig {
  return {
    kind: 'response',
    envelope: 'auto',
    includeSlots: profile.includeSlots,
    strict: profile.strict,
    maxViolations: profile.maxViolations,
    hazardScan: true,
    limits: { ...DEFAULT_LIMITS, maxBytes: profile.maxBytes },
    blankLines: 'skip',
    showValues: false,
    frames: false,
    listValid: true,
    days: true,
  };
}

/**
 * Checks a response body exactly as `validate --as response` checks one NDJSON record (the gate's decoding,
 * parse layer and validators, the same limits: `checkLoneRecord`, the gate's own check of a record): a recorded
 * body read back by `validate` gives the same verdict. Findings are the violations (schema rule words) and the
 * input problems (parse-layer codes such as `syntax`, `duplicate_key`, `max_depth`); the violations past
 * `maxViolations` are counted in the outcome (`omitted`), and the exchange counts them with its other findings
 * (`capFindings`). Never throws on data.
 */
export async function checkBody(bytes: Uint8Array, profile: BodyProfile): Promise<CheckedBody> {
  const line = oneLine(bytes);
  const { outcome, value } = await checkLoneRecord(
    line,
    'response',
    bodyConfig(profile),
    await loadValidators(profile.strict),
  );
  if (outcome === undefined)
    return {
      line,
      outcome: undefined,
      findings: [{ rule: 'empty_body', severity: 'fail', pointer: '', message: 'the body is empty' }],
    };
  const findings: ProxyFinding[] = [
    ...outcome.errors.map((e) => ({
      rule: e.code,
      severity: 'fail' as const,
      pointer: e.pointer ?? '',
      message: e.message,
    })),
    ...outcome.violations.map((v) => ({
      rule: v.rule,
      severity: 'fail' as const,
      pointer: v.pointer,
      message: v.message,
    })),
  ];
  // The parse layer's own value: the body is parsed once, by the gate's check.
  if (outcome.status === 'error' || value === undefined) return { line, outcome, findings };
  return { line, outcome, value, findings };
}
