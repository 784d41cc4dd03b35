// Part of the released migration 2026-11-26-009-word-list: the catalogue's word list and the pieces
// that find a word's near spellings; the shop fills them from the titles there are once it answers
// (db/upkeep). Safe to run again.
import { sql, type Kysely } from 'kysely';
import { isSqlite } from './dialect';
import { leaveUpkeepJob, UPKEEP_JOBS } from './upkeep/upkeepJobs';

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
  await leaveUpkeepJob(db, UPKEEP_JOBS.wordList);
}
