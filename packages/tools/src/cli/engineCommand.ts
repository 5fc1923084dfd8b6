import { isUtf8 } from 'node:buffer';
import { loadValidators } from '../documentCheck/documentKind.js';
import { EXIT, type CliIo } from '../commandIo/io.js';
import { helpWidth } from './args/wrap.js';
import { renderCommandHelp, usageError } from './args/help.js';
import { parseCommandLine } from './args/parse.js';
import { answerRequest } from '../engine/answer.js';
import { splitLines } from '../engine/lines.js';
import { idOf, readRequest, type EngineError } from '../engine/protocol.js';
import { ENGINE_SPEC } from './specs/engine.js';

/** The answer to one line of input (a blank line is answered too: one line in, one line out, always). */
async function answerLine(bytes: Buffer): Promise<object> {
  if (!isUtf8(bytes)) return { id: null, error: 'the line is not UTF-8' } satisfies EngineError;
  let line: unknown;
  try {
    line = JSON.parse(bytes.toString('utf8'));
  } catch {
    return { id: null, error: 'the line is not JSON (one JSON object per line)' } satisfies EngineError;
  }
  const request = readRequest(line);
  if (typeof request === 'string') return { id: idOf(line), error: request } satisfies EngineError;
  try {
    return answerRequest(request, await loadValidators(request.strict));
  } catch (error) {
    // A defect, not bad input: the line is answered all the same and the engine reads the next one, since a
    // client waits for one answer per line. The error's name only: its message may quote the payload.
    const name = error instanceof Error ? error.name : 'unknown';
    return {
      id: request.id,
      error: `the engine could not check this request (internal error: ${name})`,
    } satisfies EngineError;
  }
}

/** Writes one line, and waits for the stream to drain when it asks (a reader slower than the engine). */
async function writeLine(stdout: CliIo['stdout'], answer: object): Promise<void> {
  const more = stdout.write(`${JSON.stringify(answer)}\n`);
  const emitter = stdout as unknown as { once?: (event: string, listener: () => void) => unknown };
  if (more === false && typeof emitter.once === 'function')
    await new Promise<void>((resolve) => emitter.once?.('drain', resolve));
}

/**
 * `user-summaries engine`: answers request lines of the engine protocol (docs/laravel.md) from standard
 * input, one answer line each, in order, as each line arrives; ends when standard input ends.
 *
 * @example
 * // printf '{"id":1,"check":"summary","value":{"date":"2024-01-31"}}\n' | user-summaries engine
 * await runEngine([], processIo());
 */
export async function runEngine(args: readonly string[], io: CliIo): Promise<number> {
  const outcome = parseCommandLine(ENGINE_SPEC, args);
  if ('help' in outcome) {
    io.stdout.write(renderCommandHelp(ENGINE_SPEC, helpWidth(io.stdout)));
    return EXIT.ok;
  }
  if ('error' in outcome) return usageError(io.stderr, 'engine', outcome.error);
  const cap = outcome.args.string('max-line-bytes') ?? '';
  if (!/^[1-9][0-9]{0,15}$/.test(cap))
    return usageError(io.stderr, 'engine', '--max-line-bytes must be a positive integer');
  for await (const line of splitLines(io.stdin, Number(cap))) {
    const answer =
      line.kind === 'too_long'
        ? ({
            id: null,
            error: `the line is longer than --max-line-bytes (${cap}); it was skipped`,
          } satisfies EngineError)
        : await answerLine(line.bytes);
    await writeLine(io.stdout, answer);
  }
  return EXIT.ok;
}
