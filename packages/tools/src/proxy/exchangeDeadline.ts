/** The one deadline of an exchange: from the request to the end of the check (with `--errors`, to the answer). */
export interface ExchangeDeadline {
  /** Resolves when the deadline passes (never rejects; stays pending when the exchange ends first). */
  readonly reached: Promise<void>;
  /** Whether the deadline has passed. */
  readonly passed: boolean;
  /** Stops the timer (the exchange ended). */
  clear(): void;
}

/**
 * Starts an exchange's deadline: after `ms` milliseconds `onReach` runs (it cancels the upstream call), then
 * `reached` resolves.
 *
 * @example
 * const deadline = startDeadline(config.deadlineMs, () => call.cancel());
 */
export function startDeadline(ms: number, onReach: () => void): ExchangeDeadline {
  let passed = false;
  let reach = (): void => undefined;
  const reached = new Promise<void>((resolve) => (reach = resolve));
  const timer = setTimeout(() => {
    passed = true;
    onReach();
    reach();
  }, ms);
  return {
    reached,
    get passed(): boolean {
      return passed;
    },
    clear: () => clearTimeout(timer),
  };
}
