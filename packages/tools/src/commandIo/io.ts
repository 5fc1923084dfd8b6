/** What a command may touch of its process: its streams and environment. Tests pass their own. */
export interface CliIo {
  /** Standard output; `isTTY` and `columns` as a terminal's stream has them (help is laid out for its width). */
  readonly stdout: { write(chunk: string): unknown; readonly isTTY?: boolean; readonly columns?: number };
  readonly stderr: { write(chunk: string): unknown; readonly isTTY?: boolean; readonly columns?: number };
  readonly stdin: NodeJS.ReadableStream;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cwd: string;
}

/** Exit codes of every command: 0 all valid, 1 violations found, 2 usage error or unreadable input. */
export const EXIT = { ok: 0, violations: 1, usage: 2 } as const;

/** The process's own streams and environment. */
export function processIo(): CliIo {
  return { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin, env: process.env, cwd: process.cwd() };
}
