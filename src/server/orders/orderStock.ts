// Stock an order takes and a cancel puts back (docs/orders.md): conditional updates only, in product
// order, so two writers never wait on each other's rows in opposite order (no deadlock) and stock never
// falls below zero however many run at once.
import type { Trx } from '../db/writeTransaction';

export interface StockLine {
  productId: number;
  quantity: number;
}

/** A line short of stock: what was asked and what is left. */
export interface ShortLine {
  productId: number;
  requested: number;
  available: number;
}

const inProductOrder = <L extends StockLine>(lines: readonly L[]): L[] =>
  [...lines].sort((a, b) => a.productId - b.productId);

/**
 * Takes each line's quantity where it suffices (`stock >= quantity`); the lines short of it, naming what
 * is left. The caller rolls its transaction back when any is short, so nothing is taken in part.
 */
export async function takeStock(trx: Trx, lines: readonly StockLine[]): Promise<ShortLine[]> {
  const short: ShortLine[] = [];
  for (const line of inProductOrder(lines)) {
    const taken = await trx
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '-', line.quantity) }))
      .where('id', '=', line.productId)
      .where('stock', '>=', line.quantity)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 1) continue;
    const now = await trx.selectFrom('products').select('stock').where('id', '=', line.productId).executeTakeFirst();
    short.push({ productId: line.productId, requested: line.quantity, available: Number(now?.stock ?? 0) });
  }
  return short;
}

/** Puts each line back where the product still counts its stock; a deleted or uncounted one takes nothing. */
export async function putBackStock(trx: Trx, lines: readonly StockLine[]): Promise<void> {
  for (const line of inProductOrder(lines))
    await trx
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '+', line.quantity) }))
      .where('id', '=', line.productId)
      .where('stock', 'is not', null)
      .execute();
}

/** The lines whose product is still there and counts its stock (an undo of a cancel takes only these). */
export async function stillCounted(trx: Trx, lines: readonly StockLine[]): Promise<StockLine[]> {
  if (lines.length === 0) return [];
  const counted = await trx
    .selectFrom('products')
    .select('id')
    .where(
      'id',
      'in',
      lines.map((line) => line.productId),
    )
    .where('stock', 'is not', null)
    .execute();
  const ids = new Set(counted.map((row) => Number(row.id)));
  return lines.filter((line) => ids.has(line.productId));
}

/** The order's lines whose stock was counted when it was placed: what a cancel puts back. */
export async function countedLines(trx: Trx, orderNumber: number): Promise<StockLine[]> {
  const rows = await trx
    .selectFrom('order_lines')
    .select(['product_id', 'quantity', 'counted'])
    .where('order_number', '=', orderNumber)
    .execute();
  // PostgreSQL answers a boolean, SQLite 1 or 0.
  return rows
    .filter((row) => Number(row.counted) === 1)
    .map((row) => ({ productId: Number(row.product_id), quantity: Number(row.quantity) }));
}
