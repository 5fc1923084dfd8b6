// One report of one file in a process of its own, for bench/hostile.ts's peak memory: the document is parsed,
// the baseline marked, then reported once (peakRss.ts prints both at exit).
import { readFileSync } from 'node:fs';
import { validateResponse, validateSummary } from '../src/index.js';

const [file, entry] = process.argv.slice(2);
if (file === undefined) throw new Error('usage: hostileReport.ts FILE summary|response');
const value = JSON.parse(readFileSync(file, 'utf8')) as unknown;
// Compile the tiers before the baseline: their code is not the report's memory.
(entry === 'summary' ? validateSummary : validateResponse)({});
(globalThis as { markRssBaseline?: () => void }).markRssBaseline?.();
const result = (entry === 'summary' ? validateSummary : validateResponse)(value);
if (result.ok) throw new Error('the hostile document validated');
