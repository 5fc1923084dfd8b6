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
