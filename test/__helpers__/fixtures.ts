import { readFileSync } from 'node:fs';

/** A deep copy of a JSON file of the repository (paths from the repository root). */
function loadJson(path: string): unknown {
  return JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')) as unknown;
}

/** A full valid day: every group, slots in each, heat and heart spellings mixed. A fresh copy per call. */
export function validDay(): Record<string, any> {
  return loadJson('examples/valid/summary-all-groups.json') as Record<string, any>;
}

/** The published page of the live API (include_slots=0), as copied into examples/ from shared/contract/observed/. */
export function livePage(): Record<string, any> {
  return loadJson('examples/valid-no-slots/live-page-include-slots-0.json') as Record<string, any>;
}

/** Sets (or, with `undefined`, deletes) the member at a path of keys and indices; returns the root. */
export function setPath<T>(root: T, path: readonly (string | number)[], value: unknown): T {
  let node: any = root;
  for (const key of path.slice(0, -1)) node = node[key];
  const last = path[path.length - 1] as string | number;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return root;
}

/** The (pointer, rule) pairs of a result, for exact comparison. */
export function pairs(result: {
  ok: boolean;
  violations?: readonly { pointer: string; rule: string }[];
}): [string, string][] {
  return result.ok ? [] : (result.violations ?? []).map((v) => [v.pointer, v.rule]);
}
