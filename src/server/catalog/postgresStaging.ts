// A replace import on PostgreSQL loads into bare staging tables and swaps them in at the end: building
// the indexes (above all the GIN trigram index) and checking the foreign keys once over the whole load
// costs a fraction of keeping them row by row (docs/performance.md, "Imports and sitemaps"). All inside
// the import's transaction: readers keep the old catalogue meanwhile (the live tables are not touched
// until the swap), only the swap takes ACCESS EXCLUSIVE locks, and a failed import leaves nothing behind.
import { sql, type Transaction } from 'kysely';
import type { ShopDatabase } from '../db/schema';

type Trx = Transaction<ShopDatabase>;

/** The catalogue's tables, in the order their keys and references are built (each refers to the ones before). */
const TABLES = ['categories', 'products', 'product_images'] as const;
type CatalogTable = (typeof TABLES)[number];
export type CatalogTables = { [T in CatalogTable]: T };

const STAGING_PREFIX = 'import_';
const staging = (name: string) => `${STAGING_PREFIX}${name}`;

/** Lock waits at the swap: short, so readers queued behind it wait little; retried, so a busy shop still gets it. */
const SWAP_LOCK_TIMEOUT = '2s';
const SWAP_ATTEMPTS = 10;

interface IndexDef {
  name: string;
  definition: string;
  /** The primary key or unique constraint it backs, added as that constraint; null for a plain index. */
  key: string | null;
}

export interface PostgresStaging {
  /** The tables the writer fills (staging names, cast to the real tables' types). */
  tables: CatalogTables;
  /** Builds keys, indexes and foreign keys on the staging tables, then swaps them in under the canonical names. */
  swapIn(): Promise<void>;
}

/** Columns, defaults and CHECK constraints as the live tables have them; no index, no foreign key yet. */
export async function createStagingTables(trx: Trx): Promise<PostgresStaging> {
  for (const table of TABLES)
    await sql`create table ${sql.table(staging(table))} (like ${sql.table(table)} including all excluding indexes)`.execute(
      trx,
    );
  const tables = Object.fromEntries(TABLES.map((table) => [table, staging(table)])) as unknown as CatalogTables;
  return { tables, swapIn: () => swapIn(trx) };
}

/** The live table's indexes, read from the catalogue so a later migration's (or a DBA's) index comes along. */
async function indexesOf(trx: Trx, table: CatalogTable): Promise<IndexDef[]> {
  const found = await sql<IndexDef>`
    select c.relname as name, pg_get_indexdef(i.indexrelid) as definition, pg_get_constraintdef(k.oid) as key
    from pg_index i join pg_class c on c.oid = i.indexrelid
    left join pg_constraint k on k.conindid = i.indexrelid and k.conrelid = i.indrelid and k.contype in ('p', 'u')
    where i.indrelid = ${table}::regclass order by c.relname`.execute(trx);
  return found.rows;
}

/** The live table's foreign keys: name and definition. */
async function foreignKeysOf(trx: Trx, table: CatalogTable): Promise<Array<{ name: string; definition: string }>> {
  const found = await sql<{ name: string; definition: string }>`
    select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
    where conrelid = ${table}::regclass and contype = 'f' order by conname`.execute(trx);
  return found.rows;
}

/** Primary keys and unique constraints as constraints (their names are the index names); other indexes as made. */
async function buildIndex(trx: Trx, table: CatalogTable, index: IndexDef): Promise<void> {
  if (index.key) {
    await sql`alter table ${sql.table(staging(table))} add constraint ${sql.id(staging(index.name))} ${sql.raw(
      index.key,
    )}`.execute(trx);
  } else {
    const parsed = /^CREATE (UNIQUE )?INDEX \S+ ON (?:ONLY )?\S+ (USING .*)$/.exec(index.definition);
    if (!parsed) throw new Error(`Cannot copy the index ${index.name}: ${index.definition}`);
    await sql`create ${sql.raw(parsed[1] ?? '')}index ${sql.id(staging(index.name))} on ${sql.table(
      staging(table),
    )} ${sql.raw(parsed[2] ?? '')}`.execute(trx);
  }
}

/** Privileges others were granted on the live table (say, a read-only role of the servers) stay theirs. */
async function copyGrants(trx: Trx, table: CatalogTable): Promise<void> {
  const grants = await sql<{ grantee: string; privilege: string }>`
    select case when a.grantee = 0 then 'public' else quote_ident(r.rolname) end as grantee,
      a.privilege_type as privilege
    from pg_class c cross join lateral aclexplode(c.relacl) a left join pg_roles r on r.oid = a.grantee
    where c.oid = ${table}::regclass and a.grantee <> c.relowner`.execute(trx);
  for (const grant of grants.rows)
    await sql`grant ${sql.raw(grant.privilege)} on ${sql.table(staging(table))} to ${sql.raw(grant.grantee)}`.execute(
      trx,
    );
}

/** A foreign key to a catalogue table points at its staging table (it is renamed with it). */
function toStaging(definition: string): string {
  return definition.replace(/ REFERENCES (\w+)\(/, (whole, target: string) =>
    (TABLES as readonly string[]).includes(target) ? ` REFERENCES ${staging(target)}(` : whole,
  );
}

async function swapIn(trx: Trx): Promise<void> {
  await sql`set local maintenance_work_mem = '256MB'`.execute(trx);
  const indexes = new Map<CatalogTable, IndexDef[]>();
  for (const table of TABLES) {
    indexes.set(table, await indexesOf(trx, table));
    for (const index of indexes.get(table) ?? []) await buildIndex(trx, table, index);
    // Foreign keys keep their names: those are per table, so the staging table may carry them already.
    for (const key of await foreignKeysOf(trx, table))
      await sql`alter table ${sql.table(staging(table))} add constraint ${sql.id(key.name)} ${sql.raw(
        toStaging(key.definition),
      )}`.execute(trx);
    await copyGrants(trx, table);
    // Fresh tables have no statistics: the first queries after the swap would plan blind.
    await sql`analyze ${sql.table(staging(table))}`.execute(trx);
  }
  await lockLiveTables(trx);
  // Without CASCADE: anything else depending on these tables makes the import fail rather than vanish.
  await sql`drop table ${sql.join([...TABLES].reverse().map((table) => sql.table(table)))}`.execute(trx);
  for (const table of TABLES) {
    await sql`alter table ${sql.table(staging(table))} rename to ${sql.id(table)}`.execute(trx);
    // Renaming a constraint's index renames the constraint too.
    for (const index of indexes.get(table) ?? [])
      await sql`alter index ${sql.id(staging(index.name))} rename to ${sql.id(index.name)}`.execute(trx);
  }
}

/**
 * ACCESS EXCLUSIVE on the live tables, for the swap only. A lock wait times out quickly and is retried
 * (from a savepoint, so the import goes on), so readers never queue long behind it, and a deadlock with
 * a reader costs one attempt, not the import.
 */
async function lockLiveTables(trx: Trx): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await sql`savepoint import_swap`.execute(trx);
    try {
      await sql`set local lock_timeout = ${sql.lit(SWAP_LOCK_TIMEOUT)}`.execute(trx);
      await sql`lock table ${sql.join(TABLES.map((table) => sql.table(table)))} in access exclusive mode`.execute(trx);
      await sql`set local lock_timeout = default`.execute(trx);
      await sql`release savepoint import_swap`.execute(trx);
      return;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if ((code !== '55P03' && code !== '40P01') || attempt >= SWAP_ATTEMPTS) throw error;
      await sql`rollback to savepoint import_swap`.execute(trx);
    }
  }
}
