// How hard a diff looks, here apart so the command line's table reads them without loading the diff (and Ajv).

/** The seed of a diff when none is given. */
export const DEFAULT_SEED = 37;
/** The records a change's search may try when no budget is given (every reading and both sides together). */
export const DEFAULT_RECORDS = 1000;
/** The fewest records a change's search may try: one for each reading and side. */
export const MIN_RECORDS = 8;
/** The most records a change's search may try, whatever is asked: a diff stays bounded. */
export const MAX_RECORDS = 100_000;
