// Every catalogue import's entry: who, when, which file and what it did, written in the
// import's own transaction, so an entry exists exactly when its import landed.
import type { Kysely, Selectable } from 'kysely';
import type { ImportEntry, ImportHistory } from '../../contract';
import type { ShopDatabase } from '../db/schema';
import { utcTime } from '../db/utcTime';

export type NewImportEntry = Omit<ImportEntry, 'id' | 'at'>;

function entryOf(row: Selectable<ShopDatabase['catalogue_imports']>): ImportEntry {
  return {
    ...row,
    id: Number(row.id),
    at: (utcTime(row.at) ?? new Date(0)).toISOString(),
    bytes: Number(row.bytes),
    via: row.via as ImportEntry['via'],
    format: row.format as ImportEntry['format'],
    mode: row.mode as ImportEntry['mode'],
  };
}

export async function recordImport(on: Kysely<ShopDatabase>, entry: NewImportEntry): Promise<ImportEntry> {
  const row = await on.insertInto('catalogue_imports').values(entry).returningAll().executeTakeFirstOrThrow();
  return entryOf(row);
}

/** Newest first, at most `limit`, older than the entry `before` when given. */
export async function listImports(on: Kysely<ShopDatabase>, limit: number, before?: number): Promise<ImportHistory> {
  let query = on
    .selectFrom('catalogue_imports')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (before !== undefined) query = query.where('id', '<', before);
  const rows = await query.execute();
  const shown = rows.slice(0, limit).map(entryOf);
  return { imports: shown, ...(rows.length > limit && { nextBefore: shown.at(-1)?.id }) };
}
