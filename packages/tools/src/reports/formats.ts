import type { GateConfig } from '../documentCheck/config.js';

/**
 * The report formats of the gate, one reporter each (registered in create.ts): the choices of `validate --format`
 * (packages/tools/src/cli/specs/validate.ts reads them). A new format is one word here and one reporter beside
 * this file; nothing outside reports/ changes.
 */
export const REPORT_FORMATS = ['text', 'json', 'junit', 'sarif', 'github', 'gitlab', 'html', 'summary'] as const;

/** A report format of the gate. */
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** A run's configuration whose format is one of {@link REPORT_FORMATS} (what the reporters and the gate take). */
export type ReportConfig = GateConfig<ReportFormat>;

/** The formats that own standard output as a machine report: people get the run's summary line on stderr. */
export const MACHINE_FORMATS: ReadonlySet<string> = new Set<ReportFormat>([
  'json',
  'junit',
  'sarif',
  'gitlab',
  'summary',
]);
