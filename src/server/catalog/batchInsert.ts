// Inserts rows in batches whose SQL text is built by Kysely once per table and batch size: a million
// products are some 3,000 equal statements, and building each anew (and, on SQLite, preparing it: see
// db/sqliteStatementCache.ts) cost more than running it. Only the values change from batch to batch.
import { CompiledQuery, sql, type Insertable, type Transaction } from 'kysely';
import { isSqlite } from '../db/dialect';
import type { ShopDatabase } from '../db/schema';

type Trx = Transaction<ShopDatabase>;
/** A row's values; null only where its column may be (a product's stock). */
export type BatchRow = Record<string, string | number | null>;
type RowTable = 'products' | 'product_images';

export class BatchInserts {
  private readonly texts = new Map<string, string>();
  private readonly postgres: boolean;

  constructor(
    private readonly trx: Trx,
    /** Products written again replace the columns they had (upsert). */
    private readonly upsertColumns?: readonly string[],
  ) {
    this.postgres = !isSqlite(trx);
  }

  /** `table` may be a staging table of the same columns; `upsert` only for products. */
  async insert(table: string, rows: BatchRow[], upsert: boolean): Promise<void> {
    if (rows.length === 0) return;
    const columns = Object.keys(rows[0] ?? {});
    const parameters = this.postgres
      ? columns.map((column) => rows.map((row) => row[column]))
      : rows.flatMap((row) => columns.map((column) => row[column]));
    const key = `${table} ${rows.length} ${upsert}`;
    let text = this.texts.get(key);
    if (text === undefined) {
      const compiled = this.build(table as RowTable, columns, rows, upsert).compile();
      // The values must be in the order Kysely put them in; checked once per statement text.
      if (JSON.stringify(compiled.parameters) !== JSON.stringify(parameters))
        throw new Error(`BatchInserts: parameters for ${table} out of Kysely's order`);
      text = compiled.sql;
      this.texts.set(key, text);
    }
    await this.trx.executeQuery(CompiledQuery.raw(text, parameters));
  }

  /** PostgreSQL takes a batch as one array per column, unnested: far cheaper than thousands of bound values. */
  private build(table: RowTable, columns: string[], rows: BatchRow[], upsert: boolean) {
    const insert = this.trx.insertInto(table as 'products');
    const values = this.postgres
      ? insert.columns(columns as Array<keyof ShopDatabase['products']>).expression(
          sql<ShopDatabase['products']>`SELECT * FROM unnest(${sql.join(
            columns.map((column) => {
              const values = rows.map((row) => row[column]);
              // By any value, not the first: a column of nulls (stock not counted) is a number's.
              const text = values.some((value) => typeof value === 'string');
              return sql`${values}::${sql.raw(text ? 'text[]' : 'bigint[]')}`;
            }),
          )})`,
        )
      : insert.values(rows as unknown as Array<Insertable<ShopDatabase['products']>>);
    if (!upsert) return values;
    return values.onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet((eb) =>
          Object.fromEntries(
            (this.upsertColumns ?? []).map((column) => [column, eb.ref(`excluded.${column}` as 'excluded.title')]),
          ),
        ),
    );
  }
}
