// Request lines out of a byte stream: split at each newline as the bytes arrive, never holding more than the
// cap of one line (a longer line is dropped as it streams and reported once it ends).

/** A line of input: its bytes, or the fact that it passed the cap (its bytes were dropped). */
export type InputLine = { readonly kind: 'line'; readonly bytes: Buffer } | { readonly kind: 'too_long' };

/**
 * Splits chunks into lines (LF, an optional CR before it removed). Lines longer than `maxBytes` are dropped
 * while they stream and come out as `too_long`; a last line without a newline still counts.
 *
 * @example
 * for await (const line of splitLines(process.stdin, 1 << 20)) handle(line);
 */
export async function* splitLines(chunks: AsyncIterable<unknown>, maxBytes: number): AsyncGenerator<InputLine> {
  let pending: Buffer[] = [];
  let size = 0;
  let dropping = false;
  const take = (tail: Buffer): InputLine => {
    const whole = Buffer.concat([...pending, tail]);
    pending = [];
    size = 0;
    const end = whole.length > 0 && whole[whole.length - 1] === 0x0d ? whole.length - 1 : whole.length;
    return { kind: 'line', bytes: whole.subarray(0, end) };
  };
  for await (const chunk of chunks) {
    let buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    for (let newline = buffer.indexOf(0x0a); newline !== -1; newline = buffer.indexOf(0x0a)) {
      const head = buffer.subarray(0, newline);
      buffer = buffer.subarray(newline + 1);
      if (dropping || size + head.length > maxBytes) {
        pending = [];
        size = 0;
        dropping = false;
        yield { kind: 'too_long' };
      } else {
        yield take(head);
      }
    }
    if (dropping) continue;
    if (size + buffer.length > maxBytes) {
      dropping = true;
      pending = [];
      size = 0;
    } else if (buffer.length > 0) {
      pending.push(buffer);
      size += buffer.length;
    }
  }
  if (dropping) yield { kind: 'too_long' };
  else if (size > 0) yield take(Buffer.alloc(0));
}
