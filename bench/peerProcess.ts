// One peer timed in a process of its own (spawned by bench/run.ts): the engine's state (inline caches,
// inlining, garbage) is then that peer's alone, as in a service that uses one validator. Prints the cells as
// JSON on stdout; progress goes to stderr. Arguments: --peer=<index in PEERS>, and --quick.
import { formatNs, measure, type Measurement } from './measure.js';
import { buildPayloads, type Payload } from './payloads.js';
import { PEER_LOADERS } from './peers/loaders.js';
import type { PayloadKind, Peer, PreparedPeer } from './peers/types.js';
import type { Cell } from './report.js';

/** What a peer process prints. */
export interface PeerProcessResult {
  readonly cells: readonly Cell[];
  readonly compileMs: Partial<Record<PayloadKind, number>>;
  /** Each payload's id and text length, so the runner can check both processes timed the same payloads. */
  readonly payloads: readonly (readonly [string, number])[];
}

function verdictOf(peer: Peer, prepared: PreparedPeer, payload: Payload): boolean | Error {
  try {
    return prepared.verdict(peer.input === 'text' ? payload.text : payload.value);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/** Why the peer is not timed on a payload, or `undefined` when it is. */
function untimed(
  peer: Peer,
  payload: Payload,
  prepared: PreparedPeer | undefined,
  verdict: boolean | Error | undefined,
): Cell | undefined {
  if (prepared === undefined || verdict === undefined) return { peer: peer.name, payload: payload.id, status: 'n/a' };
  if (verdict instanceof Error)
    return { peer: peer.name, payload: payload.id, status: 'error', note: String(verdict).slice(0, 120) };
  if (peer.input === 'value' && verdict !== payload.valid) {
    return { peer: peer.name, payload: payload.id, status: 'disagrees', note: verdict ? 'accepts it' : 'rejects it' };
  }
  return undefined;
}

/**
 * The peer compiled for each kind (timed with its first call, which compiles for some peers) and shown every
 * payload once (its verdicts: the engine has then seen every shape, as a server would, before anything is
 * timed); then `rounds` rounds over the payloads it agrees on, each cell keeping its round with the lower
 * median (a burst of load elsewhere on the machine then does not decide a ratio).
 */
async function runPeer(
  peer: Peer,
  payloads: readonly Payload[],
  quick: boolean,
  rounds: number,
): Promise<PeerProcessResult> {
  const prepared = new Map<PayloadKind, PreparedPeer | undefined>();
  const compileMs: Partial<Record<PayloadKind, number>> = {};
  for (const payload of payloads) {
    if (prepared.has(payload.kind)) continue;
    const t0 = performance.now();
    const ready = await peer.prepare(payload.kind);
    if (ready !== undefined) verdictOf(peer, ready, payload);
    compileMs[payload.kind] = performance.now() - t0;
    prepared.set(payload.kind, ready);
  }
  const verdicts = payloads.map((payload) => {
    const ready = prepared.get(payload.kind);
    return ready === undefined ? undefined : verdictOf(peer, ready, payload);
  });
  const options = quick
    ? { warmupMs: 30, budgetMs: 120, minSamples: 5 }
    : { warmupMs: 100, budgetMs: 450, minSamples: 7 };
  const best = new Map<string, Measurement>();
  for (let round = 1; round <= rounds; round++) {
    payloads.forEach((payload, i) => {
      const ready = prepared.get(payload.kind);
      if (ready === undefined || untimed(peer, payload, ready, verdicts[i]) !== undefined) return;
      const input = peer.input === 'text' ? payload.text : payload.value;
      const m = measure(() => ready.run(input), options);
      const kept = best.get(payload.id);
      if (kept === undefined || m.medianNs < kept.medianNs) best.set(payload.id, m);
      process.stderr.write(
        `  ${peer.name.padEnd(40)} ${payload.id.padEnd(9)} ${formatNs(m.medianNs).padStart(9)}  (round ${round})\n`,
      );
    });
  }
  const cells = payloads.map((payload, i): Cell => {
    const skipped = untimed(peer, payload, prepared.get(payload.kind), verdicts[i]);
    const measurement = best.get(payload.id);
    if (skipped !== undefined) return skipped;
    return measurement === undefined
      ? { peer: peer.name, payload: payload.id, status: 'n/a' }
      : { peer: peer.name, payload: payload.id, status: 'timed', measurement };
  });
  return { cells, compileMs, payloads: payloads.map((p) => [p.id, p.text.length] as const) };
}

const index = Number(process.argv.find((a) => a.startsWith('--peer='))?.slice('--peer='.length));
// This peer's module alone (bench/peers/loaders.ts: another peer's module could change the engine under it).
const load = PEER_LOADERS[index];
if (load === undefined) throw new Error(`--peer must be an index of PEERS (0-${PEER_LOADERS.length - 1})`);
const peer = await load();
const quick = process.argv.includes('--quick');
const result = await runPeer(peer, buildPayloads(), quick, quick ? 1 : 2);
process.stdout.write(`${JSON.stringify(result)}\n`);
