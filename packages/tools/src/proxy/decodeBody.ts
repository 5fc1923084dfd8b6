import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { failFinding, type ProxyFinding } from './findings.js';

/**
 * The body decoded from its Content-Encoding (identity, gzip, deflate, br), within the byte cap; or the finding why
 * not (`non_json`: an encoding the proxy does not read, or a body that does not decompress; `limit_exceeded`).
 *
 * @example
 * const body = decodeBody(bytes, 'gzip', 64 << 20);
 * if (!Buffer.isBuffer(body)) findings.push(body);
 */
export function decodeBody(body: Buffer, encoding: string | undefined, maxBytes: number): Buffer | ProxyFinding {
  const name = (encoding ?? 'identity').trim().toLowerCase();
  const inflate = { gzip: gunzipSync, 'x-gzip': gunzipSync, deflate: inflateSync, br: brotliDecompressSync }[name];
  if (name === 'identity' || name === '') return body;
  if (inflate === undefined) return failFinding('non_json', 'the body has a content encoding the proxy does not read');
  try {
    return inflate(body, { maxOutputLength: maxBytes });
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE'
      ? failFinding('limit_exceeded', `body larger than ${maxBytes} bytes (after decompression)`)
      : failFinding('non_json', 'the body does not decompress');
  }
}
