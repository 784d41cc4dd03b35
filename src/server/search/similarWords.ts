// The listed words that may be a misspelled word's meaning: those sharing enough of its three-letter
// pieces, at a length a typo can reach. Each piece's words are read up to a bound, so a look-up costs
// the same whatever the catalogue's size; the typo rules then decide (titleSearch/suggestSearches.ts).
import { sql } from 'kysely';
import type { ListedWord } from '../../titleSearch/suggestSearches';
import type { ShopDb } from '../db/connection';
import { wordGrams } from '../db/wordList';

/** Words read per piece at most: a piece in very many words (' ge', 'en ') then tells less. */
const WORDS_READ_PER_GRAM = 1000;
/** The words sharing the most pieces that are looked at. */
const CANDIDATES = 50;
/** A typo changes at most this many of a word's pieces (two swapped letters: four). */
const GRAMS_ONE_TYPO_CHANGES = 4;

export async function similarWords(db: ShopDb, word: string, typos: number): Promise<ListedWord[]> {
  const grams = wordGrams(word);
  const length = [...word].length;
  const readers = grams.map(
    (gram) => sql`select word from (select word from search_word_grams where gram = ${gram}
      and length between ${length - typos} and ${length + typos} limit ${WORDS_READ_PER_GRAM}) as piece`,
  );
  // A word within `typos` shares at least this many pieces: the rest cannot be meant.
  const shared = Math.max(1, grams.length - GRAMS_ONE_TYPO_CHANGES * typos);
  const { rows } = await sql<ListedWord>`select listed.word, listed.spelling, listed.products from (
      select word, count(*) as shared from (${sql.join(readers, sql` union all `)}) as pieces
      group by word having count(*) >= ${shared} order by shared desc, word limit ${CANDIDATES}) as best
    join search_words as listed on listed.word = best.word`.execute(db);
  return rows.map((row) => ({ ...row, products: Number(row.products) }));
}
