// How hard a diff looks, here apart so the command line's table reads them without loading the diff (and Ajv).

/** The seed of a diff when none is given. */
export const DEFAULT_SEED = 37;
/** The records a change's search may try when no budget is given (every reading and both sides together). */
export const DEFAULT_RECORDS = 1000;
/** The fewest records a change's search may try: one for each reading and side. */
export const MIN_RECORDS = 8;
/** The most records a change's search may try, whatever is asked: a diff stays bounded. */
export const MAX_RECORDS = 100_000;
/**
 * The most values one generated record holds (each member, item and scalar one value): a schema whose smallest
 * record is larger (16 items a level, 8 levels deep) leaves the changes that need one not decided.
 */
export const MAX_RECORD_VALUES = 20_000;
/**
 * The work of a whole diff: the sizes of every record judged, added up (a value counts 1, a string 1 more per 64
 * characters). Past it, the changes not yet searched are not decided within the budget. About a minute of CPU
 * of the machines the benchmark runs on (docs/evolution.md, "Limits and budgets"); it does not grow with `--records`.
 */
export const DIFF_WORK_BUDGET = 25_000_000;
/** The most bytes a version's documents hold together (each is at most 4 MiB, and there are at most 64). */
export const MAX_VERSION_BYTES = 16 * 1024 * 1024;
