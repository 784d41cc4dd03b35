// A signed-in shopper's basket in the database, a row a line: set a line, merge a guest's basket at
// sign-in (quantities add, capped at the stock and 99). One account's writes take turns in every copy.
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES, type BasketLine } from '../../contract';
import { oneAtATimeFor } from '../account/accountLock';
import type { ShopDb } from '../db/connection';
import type { ShopDatabase } from '../db/schema';
import { guarded } from '../db/unavailableOnError';
import type { Words } from '../i18n/serverI18n';
import type { Kysely } from 'kysely';

export type BasketWrite = { kind: 'done'; lines: BasketLine[] } | { kind: 'no_product' } | { kind: 'full' };

export interface BasketRepository {
  lines(account: string): Promise<BasketLine[]>;
  /** Sets a line's quantity (0 removes it). */
  set(account: string, line: BasketLine): Promise<BasketWrite>;
  /**
   * Adds a guest basket's lines to the account's; lines of products the shop no longer has are left out.
   * A merge whose key the account has taken in already adds nothing and answers the basket as it is.
   */
  merge(account: string, lines: readonly BasketLine[], mergeKey?: string): Promise<BasketWrite>;
}

const UNAVAILABLE: Words = (i18n) =>
  i18n._({
    id: 'api.basket.unavailable',
    message: 'The basket is not available right now. Please try again in a few seconds.',
  });

async function linesOf(on: Kysely<ShopDatabase>, account: string): Promise<BasketLine[]> {
  const rows = await on
    .selectFrom('basket_lines')
    .select(['product_id', 'quantity', 'seen_price_cents'])
    .where('account', '=', account)
    .orderBy('added_at')
    .orderBy('product_id')
    .execute();
  return rows.map((row) => ({
    productId: Number(row.product_id),
    quantity: Number(row.quantity),
    seenPriceCents: Number(row.seen_price_cents),
  }));
}

/**
 * Writes a line (new, or its quantity and seen price), keeping its place in the basket. A new line
 * comes after the last even within one millisecond: the account's writes take turns, so max + 1 holds.
 */
async function upsert(on: Kysely<ShopDatabase>, account: string, line: BasketLine): Promise<void> {
  const last = await on
    .selectFrom('basket_lines')
    .select((eb) => eb.fn.max('added_at').as('at'))
    .where('account', '=', account)
    .executeTakeFirst();
  const addedAt = Math.max(Date.now(), Number(last?.at ?? 0) + 1);
  await on
    .insertInto('basket_lines')
    .values({
      account,
      product_id: line.productId,
      quantity: line.quantity,
      seen_price_cents: line.seenPriceCents,
      added_at: addedAt,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['account', 'product_id'])
        .doUpdateSet({ quantity: line.quantity, seen_price_cents: line.seenPriceCents }),
    )
    .execute();
}

/** A merged quantity: the two added, at most 99 and at most the stock (a sold-out line keeps its quantity, shown as sold out). */
function mergedQuantity(held: number, added: number, stock: number | null): number {
  const sum = Math.min(held + added, MAX_LINE_QUANTITY);
  return stock === null || stock === 0 ? sum : Math.min(sum, Math.max(stock, held));
}

/** How long a merge's key is kept: a merge sent again comes at the page's next start, within seconds. */
const MERGE_KEY_KEPT_MS = 24 * 60 * 60 * 1000;

/** Notes the merge's key for the account; false when it was taken in already (the merge is done). */
async function takeMergeKey(on: Kysely<ShopDatabase>, account: string, mergeKey: string): Promise<boolean> {
  const now = Date.now();
  await on
    .deleteFrom('basket_merges')
    .where('account', '=', account)
    .where('merged_at', '<', now - MERGE_KEY_KEPT_MS)
    .execute();
  const taken = await on
    .insertInto('basket_merges')
    .values({ account, merge_key: mergeKey, merged_at: now })
    .onConflict((conflict) => conflict.columns(['account', 'merge_key']).doNothing())
    .executeTakeFirst();
  return Number(taken.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function createBasketRepository(db: ShopDb): BasketRepository {
  const inBasket = <T>(work: () => Promise<T>) => guarded(work, UNAVAILABLE);
  return {
    lines: (account) => inBasket(() => linesOf(db, account)),

    set: (account, line) =>
      inBasket(() =>
        oneAtATimeFor(db, account, async (trx) => {
          if (line.quantity === 0) {
            await trx
              .deleteFrom('basket_lines')
              .where('account', '=', account)
              .where('product_id', '=', line.productId)
              .execute();
            return { kind: 'done', lines: await linesOf(trx, account) };
          }
          const product = await trx
            .selectFrom('products')
            .select('id')
            .where('id', '=', line.productId)
            .executeTakeFirst();
          if (!product) return { kind: 'no_product' };
          const held = await linesOf(trx, account);
          if (held.length >= MAX_ORDER_LINES && !held.some((one) => one.productId === line.productId))
            return { kind: 'full' };
          await upsert(trx, account, line);
          return { kind: 'done', lines: await linesOf(trx, account) };
        }),
      ),

    merge: (account, lines, mergeKey) =>
      inBasket(() =>
        oneAtATimeFor(db, account, async (trx) => {
          if (mergeKey !== undefined && !(await takeMergeKey(trx, account, mergeKey)))
            return { kind: 'done', lines: await linesOf(trx, account) };
          const ids = lines.map((line) => line.productId);
          const products =
            ids.length === 0
              ? []
              : await trx.selectFrom('products').select(['id', 'stock']).where('id', 'in', ids).execute();
          const stockOf = new Map(
            products.map((row) => [Number(row.id), row.stock === null ? null : Number(row.stock)]),
          );
          const held = new Map((await linesOf(trx, account)).map((line) => [line.productId, line]));
          for (const line of lines) {
            if (!stockOf.has(line.productId)) continue;
            const mine = held.get(line.productId);
            if (!mine && held.size >= MAX_ORDER_LINES) continue;
            const quantity = mergedQuantity(mine?.quantity ?? 0, line.quantity, stockOf.get(line.productId) ?? null);
            const merged = {
              productId: line.productId,
              quantity,
              seenPriceCents: mine?.seenPriceCents ?? line.seenPriceCents,
            };
            held.set(line.productId, merged);
            await upsert(trx, account, merged);
          }
          return { kind: 'done', lines: await linesOf(trx, account) };
        }),
      ),
  };
}
