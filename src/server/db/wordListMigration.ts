// Part of the released migration 2026-11-26-009-word-list: the catalogue's word list and the pieces
// that find a word's near spellings, filled from the titles there are. Safe to run again.
import { sql, type Kysely } from 'kysely';
import { WordListChanges } from '../catalog/wordList';
import { isSqlite } from './dialect';
import type { ShopDatabase } from './schema';

const TITLES_READ = 5000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
type AnyDb = Kysely<any>;

export async function addWordList(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('search_words')
    .ifNotExists()
    .addColumn('word', 'varchar(200)', (col) => col.primaryKey())
    .addColumn('spelling', 'varchar(200)', (col) => col.notNull())
    .addColumn('products', 'integer', (col) => col.notNull())
    .execute();
  // Read by piece and length (a look-up reads the words one piece holds at a time): no row ids needed.
  await db.schema
    .createTable('search_word_grams')
    .ifNotExists()
    .addColumn('gram', 'varchar(3)', (col) => col.notNull())
    .addColumn('length', 'integer', (col) => col.notNull())
    .addColumn('word', 'varchar(200)', (col) => col.notNull())
    .addPrimaryKeyConstraint('search_word_grams_key', ['gram', 'length', 'word'])
    .$call((table) => (isSqlite(db) ? table.modifyEnd(sql`without rowid`) : table))
    .execute();
  await db.schema.createIndex('search_word_grams_word').ifNotExists().on('search_word_grams').column('word').execute();
  await fillWordList(db);
}

/** Today's words of every title (they must equal what today's writes keep), a batch of titles at a time. */
async function fillWordList(db: AnyDb): Promise<void> {
  const words = new WordListChanges();
  let afterId = 0;
  for (;;) {
    const rows = (await db
      .selectFrom('products')
      .select(['id', 'title'])
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(TITLES_READ)
      .execute()) as Array<{ id: number; title: string }>;
    if (rows.length === 0) break;
    afterId = Number(rows[rows.length - 1]?.id);
    for (const row of rows) words.added(row.title);
  }
  await words.write(db as Kysely<ShopDatabase>, { fromEmpty: true });
}
