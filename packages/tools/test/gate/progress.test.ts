// The progress line: on a TTY only, after a second, redrawn in place and erased at the end; never otherwise.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startProgress } from '../../src/gate/progress.js';

afterEach(() => {
  vi.useRealTimers();
});

function stream(isTTY: boolean): { write: (chunk: string) => boolean; isTTY: boolean; written: string[] } {
  const written: string[] = [];
  return { isTTY, written, write: (chunk) => (written.push(chunk), true) };
}

describe('progress line', () => {
  it('appears after a second on a TTY with documents/s and MB/s, and is erased at the end', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
    const tty = stream(true);
    let documents = 0;
    const stop = startProgress(tty, true, { documents: () => documents, bytes: () => documents * 150_000 });
    documents = 100;
    vi.advanceTimersByTime(750);
    expect(tty.written).toEqual([]);
    documents = 2000;
    vi.advanceTimersByTime(1250);
    const last = tty.written.at(-1) ?? '';
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the progress line starts with a terminal escape
    expect(last).toMatch(/^\r\u001b\[2K2,000 documents, 1,000 documents\/s, 150\.0 MB\/s$/);
    stop();
    expect(tty.written.at(-1)).toBe('\r\u001b[2K');
  });

  it('stays silent when stderr is not a TTY, or with --quiet', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
    const pipe = stream(false);
    const quiet = stream(true);
    const stops = [
      startProgress(pipe, true, { documents: () => 5, bytes: () => 5 }),
      startProgress(quiet, false, { documents: () => 5, bytes: () => 5 }),
    ];
    vi.advanceTimersByTime(5000);
    for (const stop of stops) stop();
    expect([pipe.written, quiet.written]).toEqual([[], []]);
  });
});
