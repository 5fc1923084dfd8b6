// Records what `user-summaries serve` answers in each fault mode, as fixtures the Laravel example app replays
// byte for byte (status, the headers that matter, the body as received: half a body for `truncated`, the
// gzip bytes for `gzip-bomb`, never decompressed).
import { request } from 'node:http';
import { FAULTS, type FaultName } from '../../src/mock/faults.js';
import { startServe } from '../../../../test/__helpers__/liveProcess.js';

/** One recorded page: the query it was asked with and the response as received. */
export interface RecordedPage {
  readonly query: string;
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly bodyBase64: string;
}

const TOKEN = 'fault-token';
const KEPT_HEADERS = ['content-type', 'content-encoding', 'location'];
/** The faults seen only across pages: page 2 is recorded after page 1. */
const TWO_PAGES: ReadonlySet<FaultName> = new Set(['duplicate-day', 'endless-pages']);

/** A GET over loopback that keeps whatever arrived, even when the connection is cut short. */
function rawGet(url: string): Promise<Omit<RecordedPage, 'query'>> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', () => undefined); // a truncated body: what arrived is the fixture
        res.on('close', () => {
          const headers: Record<string, string> = {};
          for (const name of KEPT_HEADERS) {
            const value = res.headers[name];
            if (typeof value === 'string') headers[name] = value;
          }
          resolve({ status: res.statusCode ?? 0, headers, bodyBase64: Buffer.concat(chunks).toString('base64') });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The query a fault's page is recorded with (slots-when-excluded asks for the API's default, no slots). */
function faultQuery(fault: FaultName, page: number): string {
  return `date_from=2024-01-01&date_to=2024-01-31&per_page=10&page=${page}&include_slots=${fault === 'slots-when-excluded' ? 0 : 1}`;
}

/** Every fault mode of `serve` with its recorded pages (page 1, and page 2 where the fault spans pages). */
export async function recordFaults(): Promise<Record<FaultName, RecordedPage[]>> {
  const recorded: Partial<Record<FaultName, RecordedPage[]>> = {};
  for (const fault of Object.keys(FAULTS) as FaultName[]) {
    const serve = await startServe([
      '--port',
      '0',
      '--token',
      TOKEN,
      '--seed',
      '7',
      '--groups',
      'all',
      '--slots',
      '2',
      '--slow-ms',
      '20',
      '--fault',
      fault,
    ]);
    try {
      const pages: RecordedPage[] = [];
      for (const page of TWO_PAGES.has(fault) ? [1, 2] : [1]) {
        const query = faultQuery(fault, page);
        pages.push({ query, ...(await rawGet(`${serve.url}/user-summaries?${query}`)) });
      }
      recorded[fault] = pages;
    } finally {
      await serve.stop();
    }
  }
  return recorded as Record<FaultName, RecordedPage[]>;
}
