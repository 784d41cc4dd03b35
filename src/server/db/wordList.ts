// The catalogue's word list ("Did you mean", docs/architecture.md): every write changes it in the
// write's own transaction, by the words of the titles it adds and removes, so it is never out of step.
import { sql, type Kysely } from 'kysely';
import { titleWords } from '../../titleSearch/titleWords';
import type { ShopDatabase } from './schema';

/** Words per statement: with their pieces, below both databases' bound-parameter limits. */
const WORD_CHUNK = 400;

/** A word's three-letter pieces, padded as pg_trgm pads ('  w', ' wo', …, 'rd '), each once. */
export function wordGrams(word: string): string[] {
  const letters = [...`  ${word} `];
  return [...new Set(letters.slice(2).map((_, at) => letters.slice(at, at + 3).join('')))];
}

const lengthOf = (word: string): number => [...word].length;

function chunks<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, at) => items.slice(at * size, (at + 1) * size));
}

/** How a write changes the word list: words gained and lost, as titles are added and removed. */
export class WordListChanges {
  private readonly changes = new Map<string, { spelling: string; products: number }>();

  added(title: string): void {
    this.count(title, 1);
  }

  removed(title: string): void {
    this.count(title, -1);
  }

  /** Writes the changes; `fromEmpty` (a whole catalogue replaced) clears the list first. */
  async write(db: Kysely<ShopDatabase>, { fromEmpty = false } = {}): Promise<void> {
    if (fromEmpty) {
      await db.deleteFrom('search_word_grams').execute();
      await db.deleteFrom('search_words').execute();
    }
    const changed = [...this.changes].filter(([, change]) => change.products !== 0);
    for (const part of chunks(changed, WORD_CHUNK)) await this.writePart(db, new Map(part));
    this.changes.clear();
  }

  private count(title: string, by: number): void {
    for (const [word, spelling] of titleWords(title)) {
      const change = this.changes.get(word);
      if (change) change.products += by;
      else this.changes.set(word, { spelling, products: by });
    }
  }

  /**
   * Adds each word's change to its count in one statement (atomic, so writes side by side both count),
   * then lists the pieces of words new to the list and drops the words no title holds any more.
   */
  private async writePart(
    db: Kysely<ShopDatabase>,
    part: Map<string, { spelling: string; products: number }>,
  ): Promise<void> {
    const counted = await db
      .insertInto('search_words')
      .values([...part].map(([word, { spelling, products }]) => ({ word, spelling, products })))
      .onConflict((oc) => oc.column('word').doUpdateSet({ products: sql`search_words.products + excluded.products` }))
      .returning(['word', 'products'])
      .execute();
    // No listed word has a count of 0 or less, so a count equal to the change is a word new to the list.
    const fresh = counted.filter(
      (row) => Number(row.products) > 0 && Number(row.products) === part.get(row.word)?.products,
    );
    const gone = counted.filter((row) => Number(row.products) <= 0).map((row) => row.word);
    if (gone.length > 0) {
      await db.deleteFrom('search_words').where('word', 'in', gone).execute();
      await db.deleteFrom('search_word_grams').where('word', 'in', gone).execute();
    }
    const grams = fresh.flatMap(({ word }) => wordGrams(word).map((gram) => ({ gram, length: lengthOf(word), word })));
    for (const rows of chunks(grams, 2000))
      await db
        .insertInto('search_word_grams')
        .values(rows)
        .onConflict((oc) => oc.doNothing())
        .execute();
  }
}
