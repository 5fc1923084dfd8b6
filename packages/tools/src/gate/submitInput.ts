import { readBounded } from 'user-summaries-contract/internal/transport/readBody';
import type { CliIo } from '../commandIo/io.js';
import type { GateConfig } from '../documentCheck/config.js';
import type { InputProblem } from '../documentCheck/types.js';
import { bytesText } from '../jsonText/limits.js';
import { gunzipped, isGzipError } from './gunzip.js';
import type { Input } from './inputs.js';
import { openFile, splitLines, type ByteSource } from './readInput.js';
import { problemResult, type Submissions } from './submissions.js';
import type { InputState, Tally } from './tally.js';

/** What reading an input needs: the run's configuration and streams, where it submits, and whether the run stopped. */
export interface ReadingContext {
  readonly config: GateConfig;
  readonly io: CliIo;
  readonly submissions: Submissions;
  readonly tally: Tally;
}

/** An input that was found: a file or standard input. */
type ReadableInput = Exclude<Input, { readonly kind: 'unreadable' }>;

/**
 * Reads one input and submits what it holds: a `.json` document whole (within `--max-bytes`), an NDJSON input in
 * batches of lines; an input that cannot be read (or a broken gzip stream) becomes one error result.
 *
 * @example
 * await submitInput(input, inputState(input, config.firstLine), context);
 */
export async function submitInput(input: Input, owner: InputState, context: ReadingContext): Promise<void> {
  const file = input.display;
  if (input.kind === 'unreadable') {
    await context.submissions.result(
      owner,
      problemResult(file, { code: 'unreadable', severity: 'error', message: input.message }),
    );
    return;
  }
  try {
    const open = (): ByteSource => {
      const raw: ByteSource =
        input.kind === 'stdin' ? (context.io.stdin as unknown as ByteSource) : openFile(input.path);
      return input.gzip ? gunzipped(raw) : raw;
    };
    if (input.format === 'json') await submitDocument(input, owner, open, context);
    else await submitLines(input, owner, open(), context);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    // zlib's messages ("incorrect header check", "unexpected end of file") describe the stream, not its data.
    const message = isGzipError(error)
      ? `not a readable gzip stream (${(error as Error).message}); the rest of the file was not read`
      : `cannot be read (${code})`;
    await context.submissions.result(owner, problemResult(file, { code: 'unreadable', severity: 'error', message }));
  }
}

/** A `.json` input: one document, read whole within the cap. */
async function submitDocument(
  input: ReadableInput,
  owner: InputState,
  open: () => ByteSource,
  { config, submissions }: ReadingContext,
): Promise<void> {
  const file = input.display;
  const limit = config.check.limits.maxBytes;
  const tooLarge: InputProblem = {
    code: 'max_bytes',
    severity: 'error',
    message: `the document is larger than the limit of ${bytesText(limit)} (--max-bytes); it was not read`,
  };
  // A document over the cap counts the bytes it takes to know it (the cap and one), however it is read.
  if (input.kind === 'file' && !input.gzip && input.size !== undefined && input.size > limit) {
    await submissions.result(owner, problemResult(file, tooLarge), limit + 1);
    return;
  }
  // The cap counts the bytes read, after gunzip: a bomb stops inflating there.
  const read = await readBounded(open(), limit);
  if (!read.ok) {
    await submissions.result(owner, problemResult(file, tooLarge), limit + 1);
    return;
  }
  await submissions.task(owner, { kind: 'document', file, bytes: read.bytes });
}

/** An NDJSON input: batches of lines, a line over the cap skipped as an error; reading stops when the run does. */
async function submitLines(
  input: ReadableInput,
  owner: InputState,
  source: ByteSource,
  { config, submissions, tally }: ReadingContext,
): Promise<void> {
  const file = input.display;
  const limit = config.check.limits.maxBytes;
  // A byte range of an NDJSON file streamed in after the file's start continues that file (--continues).
  const startsFile = !(config.continues && input.kind === 'stdin');
  for await (const piece of splitLines(source, limit)) {
    if (tally.stopped || owner.aborted) {
      source.destroy?.();
      break;
    }
    if (piece.kind === 'oversized') {
      const message = `the line is longer than the limit of ${bytesText(limit)} (--max-bytes); it was skipped`;
      const problem: InputProblem = { code: 'max_bytes', severity: 'error', message, line: 1, column: 1 };
      await submissions.result(owner, problemResult(file, problem, 1), piece.bytesSeen);
    } else {
      const first = piece.first && startsFile;
      await submissions.task(owner, { kind: 'lines', file, bytes: piece.bytes, first, last: piece.last });
    }
  }
}
