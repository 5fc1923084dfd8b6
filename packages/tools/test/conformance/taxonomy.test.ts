// The one failure taxonomy: the guard's and the checker's classes are subsets of it (checked by the type
// checker: `npm run typecheck` compiles this file), the status classes are the same for every caller, and
// docs/failures.md lists exactly its classes with the meanings of the code.
import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ClientFailureKind } from 'user-summaries-contract/internal/guard/errors';
import type { CheckFailureClass, ExchangeFailureClass } from '../../src/conformance/http/failure.js';
import { FAILURE_CLASSES, type FailureClass } from 'user-summaries-contract/internal/transport/failures';
import { statusClass } from 'user-summaries-contract/internal/transport/status';

describe("every caller's classes are classes of the one taxonomy", () => {
  it("the client's kinds, the exchange's and the checker's classes (but the report name client_error)", () => {
    expectTypeOf<ClientFailureKind>().toExtend<FailureClass>();
    expectTypeOf<ExchangeFailureClass>().toExtend<FailureClass>();
    expectTypeOf<Exclude<CheckFailureClass, 'client_error'>>().toExtend<FailureClass>();
    expectTypeOf<FailureClass>().toEqualTypeOf<keyof typeof FAILURE_CLASSES>();
  });
});

describe('statusClass', () => {
  it.each([
    [401, 'auth_failed'],
    [403, 'auth_failed'],
    [301, 'redirect_refused'],
    [302, 'redirect_refused'],
    [307, 'redirect_refused'],
    [308, 'redirect_refused'],
    [304, 'http_status'],
    [204, 'http_status'],
    [400, 'http_status'],
    [404, 'http_status'],
    [422, 'http_status'],
    [429, 'server_error'],
    [500, 'server_error'],
    [503, 'server_error'],
    [599, 'server_error'],
  ] as const)('%i: %s', (status, expected) => {
    expect(statusClass(status)).toBe(expected);
  });
});

describe('docs/failures.md', () => {
  it('its table lists every class once, in the order of the code, with the meaning of the code', () => {
    const page = readFileSync(new URL('../../../../docs/failures.md', import.meta.url), 'utf8');
    const rows = [...page.matchAll(/^\| `([a-z_]+)` \| ([^|]+) \|/gm)].map((m) => [m[1], m[2]?.trim()]);
    expect(rows).toEqual(Object.entries(FAILURE_CLASSES));
  });

  it('is linked from docs/architecture.md', () => {
    expect(readFileSync(new URL('../../../../docs/architecture.md', import.meta.url), 'utf8')).toContain(
      '(failures.md)',
    );
  });
});
