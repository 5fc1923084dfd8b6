import type { Failure, FailureClass } from 'user-summaries-contract/internal/transport/failures';

/**
 * The classes of the checker's reports: the one taxonomy's (src/transport/failures.ts, docs/failures.md),
 * where `http_status` keeps the name the checker's reports have always printed, `client_error`, and
 * `aborted` (a caller's signal, which the checker never passes) cannot occur.
 */
export type CheckFailureClass = Exclude<FailureClass, 'http_status' | 'aborted'> | 'client_error';

/** A classified failure as the checker reports it. */
export type CheckFailure = Failure<CheckFailureClass>;

/** The classes an exchange itself raises (a status is classified by `readJson`). */
export type ExchangeFailureClass = Extract<
  FailureClass,
  'timeout' | 'transport' | 'limit_exceeded' | 'redirect_refused' | 'redirect_loop' | 'non_json'
>;

/** The checker's name of a taxonomy class: `client_error` for `http_status`, the class itself otherwise. */
export function reportedClass<Class extends Exclude<FailureClass, 'aborted'>>(
  taxonomyClass: Class,
): Exclude<Class, 'http_status'> | (Class extends 'http_status' ? 'client_error' : never) {
  return (taxonomyClass === 'http_status' ? 'client_error' : taxonomyClass) as
    | Exclude<Class, 'http_status'>
    | (Class extends 'http_status' ? 'client_error' : never);
}
