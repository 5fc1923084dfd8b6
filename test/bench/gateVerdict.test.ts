// The gate benchmark's verdicts: a quick run (GATE_BENCH_QUICK=1) cannot judge its targets and says so,
// instead of printing NOT MET for sizes where start-up dominates.
import { describe, expect, it } from 'vitest';
import { formatGateBench, targetVerdict, type GateBenchResult } from '../../bench/gate.js';

const result = (quick: boolean): GateBenchResult => ({
  machine: { cpus: 2, cpuModel: 'test', node: 'v20' },
  corpus: { lines: 64, mb: 1, lineKb: 16 },
  jsonParseMbPerSecond: 100,
  command: [],
  singleThread: [],
  memory: [],
  coldStart: { validateMs: 200, nodeMs: 40, overheadMs: 160, validatorLoadMs: 30 },
  quick,
  targets: { allChecksAtLeast40Percent: false, fastAtLeast80Percent: true, memoryFlat: false, coldStartUnder150Ms: false },
});

describe('gate benchmark verdicts', () => {
  it('a quick run says "not judged" for every target, never NOT MET', () => {
    const text = formatGateBench(result(true));
    expect(text).not.toContain('NOT MET');
    expect(text).toContain('targets: allChecksAtLeast40Percent not judged (quick run), fastAtLeast80Percent not judged (quick run)');
  });

  it('a full run says met or NOT MET', () => {
    expect(formatGateBench(result(false))).toContain('targets: allChecksAtLeast40Percent NOT MET, fastAtLeast80Percent met, memoryFlat NOT MET');
    expect([targetVerdict(true, false), targetVerdict(false, false), targetVerdict(false, true)]).toEqual(['met', 'NOT MET', 'not judged (quick run)']);
  });
});
