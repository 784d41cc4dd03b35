// A versioned record's history as every change table keeps it (who, when, before and after), read a
// page at a time, newest first (docs/staff.md).
import { Type } from '@sinclair/typebox';
import { MAX_PRODUCT_ID } from '../../../contract';
import { utcTime } from '../../db/utcTime';

export const HISTORY_PAGE = 50;
const HISTORY_PAGE_MAX = 100;

export const HistoryQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: HISTORY_PAGE_MAX, default: HISTORY_PAGE })),
  before: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_PRODUCT_ID, description: 'Only changes older than this one.' }),
  ),
});

/** The fields among `fields` whose values differ between two versions of a record (null: none). */
function changedFields<R extends object>(
  fields: readonly (keyof R & string)[],
  before: R | null,
  after: R | null,
): string[] {
  return fields.filter((field) => JSON.stringify(before?.[field]) !== JSON.stringify(after?.[field]));
}

export const parsedRecord = <R>(text: string | null): R | null => (text === null ? null : (JSON.parse(text) as R));

/** A history row as every change table keeps it. */
interface ChangeRow {
  id: number;
  at: string | Date;
  by: string;
  action: string;
  before: string | null;
  after: string | null;
}

/**
 * A page of a history, newest first, from rows read newest first with `limit + 1`: the one more says
 * older changes are there, and `nextBefore` is where the next page starts. `more`: a table's own fields.
 */
export function historyPage<R extends object, Row extends ChangeRow, More extends object = object>(
  rows: Row[],
  limit: number,
  fields: readonly (keyof R & string)[],
  more: (row: Row) => More = () => ({}) as More,
) {
  const shown = rows.slice(0, limit);
  return {
    changes: shown.map((row) => {
      const before = parsedRecord<R>(row.before);
      const after = parsedRecord<R>(row.after);
      return {
        id: Number(row.id),
        at: (utcTime(row.at) ?? new Date(0)).toISOString(),
        by: row.by,
        action: row.action,
        before,
        after,
        changed: changedFields(fields, before, after),
        ...more(row),
      };
    }),
    ...(rows.length > limit && { nextBefore: Number(shown.at(-1)?.id) }),
  };
}
