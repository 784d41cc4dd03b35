// Everything the shop keeps about one account (GDPR Articles 15, 17 and 20): today its favourites,
// also those whose product an import removed.
import type { AccountExport } from '../../contract';
import type { ShopDb } from '../db/connection';
import { utcTime } from '../db/utcTime';
import { guarded } from '../db/unavailableOnError';

export interface AccountData {
  export(account: string): Promise<AccountExport>;
  /** Removes every row of the account; nothing to remove is fine. */
  erase(account: string): Promise<void>;
}

const UNAVAILABLE = 'Your account data is not available right now. Please try again in a few seconds.';

export function createAccountData(db: ShopDb): AccountData {
  return {
    export: (account) =>
      guarded(async () => {
        const rows = await db
          .selectFrom('favourites')
          .select(['product_id', 'created_at'])
          .where('account', '=', account)
          .orderBy('product_id')
          .execute();
        return {
          account,
          exportedAt: new Date().toISOString(),
          favourites: rows.map((row) => ({
            productId: Number(row.product_id),
            markedAt: utcTime(row.created_at)?.toISOString() ?? '',
          })),
        };
      }, UNAVAILABLE),

    erase: (account) =>
      guarded(async () => {
        await db.deleteFrom('favourites').where('account', '=', account).execute();
      }, UNAVAILABLE),
  };
}
