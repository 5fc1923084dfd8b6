// Shared helpers of the CI reports' tests: real files in a temporary folder, the SARIF 2.1.0 schema (OASIS), and
// the built command run in-process.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { ROOT } from '../../../../test/__helpers__/cli.js';

export { ROOT };
export { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';

/** A fresh temporary folder and a function writing a file into it (folders made as needed; returns the path). */
export function scratch(prefix: string): { dir: string; write: (name: string, content: string) => string } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return {
    dir,
    write: (name, content) => {
      const path = join(dir, name);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, content);
      return path;
    },
  };
}

/** The SARIF validator, once compiled (the suites of a worker share it: a compile of the OASIS schema is 0.2 s of CPU). */
let compiled: (((data: unknown) => boolean) & { errors?: unknown }) | undefined;

/**
 * The SARIF 2.1.0 JSON schema as OASIS publishes it (carried by the devDependency @microsoft/jest-sarif), compiled
 * once per worker: the function keeps no state between calls but `errors`, the last call's.
 */
export function sarifValidator(): ((data: unknown) => boolean) & { errors?: unknown } {
  if (compiled !== undefined) return compiled;
  const schema = JSON.parse(
    readFileSync(`${ROOT}node_modules/@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json`, 'utf8'),
  ) as Record<string, unknown>;
  // The OASIS file is written for draft-04 (`id`); its keywords read the same under Ajv's default draft-07.
  delete schema['$schema'];
  delete schema['id'];
  const ajv = new Ajv.default({ strict: false, allErrors: true, unicodeRegExp: false });
  addFormats.default(ajv);
  compiled = ajv.compile(schema);
  return compiled;
}

/** A SARIF result as these tests read it. */
interface SarifResult {
  readonly ruleId: string;
  readonly ruleIndex?: number;
  readonly level: string;
  readonly message: { readonly text: string };
  readonly partialFingerprints: Record<string, string>;
  readonly locations: readonly {
    readonly physicalLocation: {
      readonly artifactLocation: { readonly uri: string; readonly uriBaseId?: string };
      readonly region?: { readonly startLine: number; readonly startColumn?: number };
    };
    readonly logicalLocations?: readonly { readonly fullyQualifiedName: string }[];
  }[];
}

/** A SARIF log of one run, as these tests read it. */
export interface SarifLog {
  readonly runs: readonly {
    readonly tool: { readonly driver: { readonly rules: readonly { readonly id: string }[] } };
    readonly automationDetails: { readonly id: string };
    readonly originalUriBaseIds: Record<string, { readonly uri: string }>;
    readonly results: readonly SarifResult[];
    readonly invocations: readonly {
      readonly toolExecutionNotifications?: readonly {
        readonly level: string;
        readonly message: { readonly text: string };
      }[];
    }[];
    readonly properties: { readonly resultsOmitted: number };
  }[];
}

/** A GitLab Code Quality issue, as these tests read it. */
export interface CodeQualityIssue {
  readonly description: string;
  readonly check_name: string;
  readonly fingerprint: string;
  readonly severity: string;
  readonly location: { readonly path: string; readonly lines: { readonly begin: number } };
}

/** NDJSON of `days` broken days, two violations each (date_format at /date, filled at /heart_rate). */
export function brokenDays(days: number): string {
  return '{"date":"2024-02-30","heart_rate":{}}\n'.repeat(days);
}
