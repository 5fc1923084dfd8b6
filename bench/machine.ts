import { readFileSync } from 'node:fs';
import { arch, cpus, release, totalmem, type } from 'node:os';

/** The machine and runtime a benchmark ran on. */
export interface MachineInfo {
  readonly cpuModel: string;
  readonly cores: number;
  readonly memoryGiB: number;
  readonly os: string;
  readonly node: string;
  readonly v8: string;
  readonly date: string;
}

/** What `os` and `process` tell about this machine, for the report. */
export function machineInfo(): MachineInfo {
  const all = cpus();
  return {
    cpuModel: `${all[0]?.model ?? 'unknown'}${all[0]?.speed ? ` (${all[0].speed} MHz)` : ''}`,
    cores: all.length,
    memoryGiB: totalmem() / 2 ** 30,
    os: `${type()} ${release()} ${arch()}`,
    node: process.version,
    v8: process.versions.v8,
    date: new Date().toISOString(),
  };
}

/**
 * A memory figure of a process from Linux's /proc (`VmRSS`: resident now, `VmHWM`: its high-water mark) in MB,
 * or undefined where it cannot be read (another system, a process gone).
 *
 * @example
 * const rss = procMemoryMb(child.pid, 'VmRSS') ?? 0;
 */
export function procMemoryMb(pid: number | undefined, field: 'VmRSS' | 'VmHWM'): number | undefined {
  try {
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] === undefined ? undefined : Number(match[1]) / 1024;
  } catch {
    return undefined;
  }
}
