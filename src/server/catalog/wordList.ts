// The catalogue's word list ("Did you mean", docs/architecture.md): every write changes it in the
// write's own transaction, by the words of the titles it adds and removes, so it is never out of step.
import { sql, type Kysely } from 'kysely';
import { titleWords } from '../../titleSearch/titleWords';
import type { ShopDatabase } from '../db/schema';

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
    for (const part of chunks(changed, WORD_CHUNK)) await this.writePart(db, new Map(part), fromEmpty);
    this.changes.clear();
  }

  private count(title: string, by: number): void {
    for (const [word, spelling] of titleWords(title)) {
      const change = this.changes.get(word);
      if (change) change.products += by;
      else this.changes.set(word, { spelling, products: by });
    }
  }

  private async writePart(
    db: Kysely<ShopDatabase>,
    part: Map<string, { spelling: string; products: number }>,
    fromEmpty: boolean,
  ): Promise<void> {
    const words = [...part.keys()];
    const listed = fromEmpty
      ? []
      : await db.selectFrom('search_words').select(['word', 'products']).where('word', 'in', words).execute();
    const before = new Map(listed.map((row) => [row.word, Number(row.products)]));
    const kept = words.map((word) => ({ word, products: (before.get(word) ?? 0) + part.get(word)!.products }));
    const gone = kept.filter((row) => row.products <= 0 && before.has(row.word)).map((row) => row.word);
    const staying = kept.filter((row) => row.products > 0);
    const fresh = staying.filter((row) => !before.has(row.word)).map((row) => row.word);
    if (gone.length > 0) {
      await db.deleteFrom('search_words').where('word', 'in', gone).execute();
      await db.deleteFrom('search_word_grams').where('word', 'in', gone).execute();
    }
    if (staying.length > 0)
      await db
        .insertInto('search_words')
        .values(staying.map(({ word, products }) => ({ word, spelling: part.get(word)!.spelling, products })))
        .onConflict((oc) => oc.column('word').doUpdateSet({ products: sql`excluded.products` }))
        .execute();
    const grams = fresh.flatMap((word) => wordGrams(word).map((gram) => ({ gram, length: lengthOf(word), word })));
    for (const rows of chunks(grams, 2000)) await db.insertInto('search_word_grams').values(rows).execute();
  }
}
