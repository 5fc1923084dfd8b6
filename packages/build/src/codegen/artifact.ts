// What a generator makes, in a module of its own: the generators (pythonPackageData.ts, ruleData.ts, …) name the
// type, and artifacts.ts lists the generators, so neither imports the other back (no cycle).

/** A file generated from schemas/: its path from the package root and its content. */
export interface Artifact {
  readonly path: string;
  readonly content: () => string;
}
