// One account's favourites in the database. Only ids of products the catalogue has count, so a
// product removed by an import disappears from the list (and from the limit) while its row stays.
import type { Kysely } from 'kysely';
import type { ShopDb } from '../db/connection';
import type { ShopDatabase } from '../db/schema';
import { guarded } from '../db/unavailableOnError';
import type { Words } from '../i18n/serverI18n';
import { oneAtATimeFor } from '../account/accountLock';

type AddResult = 'added' | 'present' | 'no_product' | 'full';

export interface FavouritesRepository {
  /** The account's favourite product ids, ascending. */
  list(account: string): Promise<number[]>;
  /** Marks a product, unless it is not in the catalogue or the account already has `limit` favourites. */
  add(account: string, productId: number, limit: number): Promise<AddResult>;
  remove(account: string, productId: number): Promise<void>;
}

const UNAVAILABLE: Words = (i18n) =>
  i18n._({
    id: 'api.favourites.unavailable',
    message: 'The favourites are not available right now. Please try again in a few seconds.',
  });

/** Any failure of the database is a 503 with this file's message. */
const inFavourites = <T>(query: () => Promise<T>): Promise<T> => guarded(query, UNAVAILABLE);

export function createFavouritesRepository(db: ShopDb): FavouritesRepository {
  const visible = (account: string, on: Kysely<ShopDatabase> = db) =>
    on
      .selectFrom('favourites')
      .innerJoin('products', 'products.id', 'favourites.product_id')
      .where('favourites.account', '=', account);

  return {
    list: (account) =>
      inFavourites(async () => {
        const rows = await visible(account).select('favourites.product_id').orderBy('favourites.product_id').execute();
        return rows.map((row) => Number(row.product_id));
      }),

    add: (account, productId, limit) =>
      inFavourites(() =>
        oneAtATimeFor(db, account, async (trx) => {
          const product = await trx.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst();
          if (!product) return 'no_product';
          const present = await trx
            .selectFrom('favourites')
            .select('product_id')
            .where('account', '=', account)
            .where('product_id', '=', productId)
            .executeTakeFirst();
          if (present) return 'present';
          const counted = await visible(account, trx)
            .select((eb) => eb.fn.countAll().as('count'))
            .executeTakeFirst();
          if (Number(counted?.count ?? 0) >= limit) return 'full';
          await trx.insertInto('favourites').values({ account, product_id: productId }).execute();
          return 'added';
        }),
      ),

    remove: (account, productId) =>
      inFavourites(async () => {
        await db.deleteFrom('favourites').where('account', '=', account).where('product_id', '=', productId).execute();
      }),
  };
}
