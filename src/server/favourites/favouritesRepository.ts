// One account's favourites in the database. Only ids of products the catalogue has count, so a
// product removed by an import disappears from the list (and from the limit) while its row stays.
import type { ShopDb } from '../db/connection';
import { DatabaseUnavailableError } from '../http/errors';

export type AddResult = 'added' | 'present' | 'no_product' | 'full';

export interface FavouritesRepository {
  /** The account's favourite product ids, ascending. */
  list(account: string): Promise<number[]>;
  /** Marks a product, unless it is not in the catalogue or the account already has `limit` favourites. */
  add(account: string, productId: number, limit: number): Promise<AddResult>;
  remove(account: string, productId: number): Promise<void>;
}

const UNAVAILABLE = 'The favourites are not available right now. Please try again in a few seconds.';

/** Any failure of the database is a 503 for the client, never a 500. */
async function guarded<T>(query: () => Promise<T>): Promise<T> {
  try {
    return await query();
  } catch (error) {
    throw new DatabaseUnavailableError(error, UNAVAILABLE);
  }
}

export function createFavouritesRepository(db: ShopDb): FavouritesRepository {
  const visible = (account: string) =>
    db
      .selectFrom('favourites')
      .innerJoin('products', 'products.id', 'favourites.product_id')
      .where('favourites.account', '=', account);

  return {
    list: (account) =>
      guarded(async () => {
        const rows = await visible(account).select('favourites.product_id').orderBy('favourites.product_id').execute();
        return rows.map((row) => Number(row.product_id));
      }),

    // Check, then insert: two requests of one account at the same moment may pass the limit by
    // one each; writes are rate-limited, so the overshoot stays tiny and harmless.
    add: (account, productId, limit) =>
      guarded(async () => {
        const product = await db.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst();
        if (!product) return 'no_product';
        const present = await db
          .selectFrom('favourites')
          .select('product_id')
          .where('account', '=', account)
          .where('product_id', '=', productId)
          .executeTakeFirst();
        if (present) return 'present';
        const counted = await visible(account)
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirst();
        if (Number(counted?.count ?? 0) >= limit) return 'full';
        await db
          .insertInto('favourites')
          .values({ account, product_id: productId })
          .onConflict((oc) => oc.columns(['account', 'product_id']).doNothing())
          .execute();
        return 'added';
      }),

    remove: (account, productId) =>
      guarded(async () => {
        await db.deleteFrom('favourites').where('account', '=', account).where('product_id', '=', productId).execute();
      }),
  };
}
