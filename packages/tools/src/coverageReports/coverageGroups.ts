import { itemStatuses, type CoverageReport, type ItemStatus } from 'user-summaries-testing/coverage';

/** One item as the readable formats show it. */
interface ShownItem {
  readonly aspect: string;
  readonly seen: number;
  readonly status: ItemStatus;
}

/** One field (a location of one schema node) and its items. */
export interface FieldRow {
  readonly location: string;
  readonly schema: string;
  readonly items: readonly ShownItem[];
}

/** How many items of a set are covered, partial and missing. */
interface Tally {
  readonly items: number;
  readonly covered: number;
  readonly partial: number;
  readonly missing: number;
}

/** One group of the contract (a day's own members, each of the seven groups, the envelope, the request) and its fields. */
export interface GroupRow extends Tally {
  readonly group: string;
  readonly fields: readonly FieldRow[];
}

/**
 * The group of an item: `envelope` for a response's own items, `request` for a request's, else the first member
 * of its day location (`day` for the day's root and its `date`).
 */
function groupOf(item: { readonly location: string; readonly schema: string }): string {
  if (item.schema.startsWith('response.schema.json')) return 'envelope';
  if (item.schema.startsWith('request.schema.json')) return 'request';
  const first = item.location.split('/')[1] ?? '';
  return first === '' || first === 'date' ? 'day' : first;
}

function tally(items: readonly ShownItem[]): Tally {
  const count = (status: ItemStatus): number => items.filter((i) => i.status === status).length;
  return { items: items.length, covered: count('covered'), partial: count('partial'), missing: count('missing') };
}

/**
 * A report's items by group and field, in the report's order, each with its status.
 *
 * @example
 * for (const row of coverageGroups(report)) console.log(row.group, row.missing);
 */
export function coverageGroups(report: CoverageReport): GroupRow[] {
  const statuses = itemStatuses(report.items);
  const groups = new Map<string, Map<string, { location: string; schema: string; items: ShownItem[] }>>();
  report.items.forEach((item, i) => {
    const group = groupOf(item);
    let fields = groups.get(group);
    if (fields === undefined) groups.set(group, (fields = new Map()));
    const key = `${item.schema}\u0000${item.location}`;
    let field = fields.get(key);
    if (field === undefined) fields.set(key, (field = { location: item.location, schema: item.schema, items: [] }));
    field.items.push({ aspect: item.aspect, seen: item.seen, status: statuses[i] ?? 'missing' });
  });
  return [...groups].map(([group, fields]) => {
    const rows = [...fields.values()];
    return { group, fields: rows, ...tally(rows.flatMap((f) => f.items)) };
  });
}
