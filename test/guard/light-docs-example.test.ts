// Example from docs/guard.md ("Two entries"): a browser consumer on the light entry.
import { expect, it } from 'vitest';
import { isUserSummary, validateResponse } from 'user-summaries-contract/light';

it('checks a page with the light entry: valid days at once, the report on the first failure', async () => {
  const body: unknown = JSON.parse('[{"date": "2024-03-01"}, {"date": "2024-02-30"}]'); // await response.json()
  const result = await validateResponse(body, { includeSlots: false });
  if (!result.ok) console.warn(result.violations.map((v) => `${v.pointer} ${v.rule}`));
  const days = Array.isArray(body) ? body.filter((day) => isUserSummary(day)) : [];

  expect(result.ok ? [] : result.violations.map((v) => `${v.pointer} ${v.rule}`)).toEqual(['/1/date date_format']);
  expect(days).toEqual([{ date: '2024-03-01' }]);
});
