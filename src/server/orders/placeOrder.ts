// Placing an order (docs/orders.md): in one write transaction the shop's own prices, VAT and shipping
// are taken, the idempotency key is claimed, stock falls by conditional updates (`stock >= quantity`)
// and the lines are written; any refusal rolls all of it back. The same key answers the same order.
import { orderTotals, type OrderRequest, type PlacedOrder, type PricedLine, type VatRate } from '../../contract';
import type { Language } from '../../i18n/languages';
import type { ShopDb } from '../db/connection';
import { inWriteTransaction, type Trx } from '../db/writeTransaction';
import { enqueueMail } from '../mail/outbox';
import { readShopSettings } from '../shop/shopSettings';
import { orderEmails } from './orderEmails';
import { newAccessToken } from './orderAccess';
import { takeStock, type ShortLine } from './orderStock';
import { placedOrderOf, readStoredOrder, type StoredOrder } from './orderReads';

/** The order page's full address for an order and its access token (the emails link it). */
export type OrderUrl = (number: number, accessToken: string) => string;

export interface OrderAttempt {
  /** The Idempotency-Key header. */
  key: string;
  /** A hash of the checked body and the account: the same key with another request is refused. */
  requestHash: string;
  order: OrderRequest;
  /** The signed-in shopper's account, or null for a guest. */
  account: string | null;
  orderUrl: OrderUrl;
  /** The language the emails about the order speak. */
  language: Language;
}

export type PlaceOutcome =
  | { kind: 'placed'; order: PlacedOrder; replayed: boolean }
  | { kind: 'key_reused' }
  | { kind: 'not_selling' }
  | { kind: 'payment_not_offered' }
  | { kind: 'unknown_products'; productIds: number[] }
  | { kind: 'out_of_stock'; lines: ShortLine[] }
  | { kind: 'total_changed'; totalCents: number };

type Refusal = Exclude<PlaceOutcome, { kind: 'placed' }>;

/** Thrown inside the transaction to roll it back with an answer. */
class Refused extends Error {
  constructor(readonly outcome: Refusal) {
    super(outcome.kind);
  }
}

/** Another request with this key committed first (two copies, or 50 at once): answer its order. */
class KeyTaken extends Error {}

interface SoldLine extends PricedLine {
  productId: number;
  title: string;
  counted: boolean;
}

export async function placeOrder(db: ShopDb, attempt: OrderAttempt): Promise<PlaceOutcome> {
  const earlier = await readStoredOrder(db, { key: attempt.key });
  if (earlier) return replayed(earlier, attempt);
  try {
    // The answer is what the transaction wrote: reading it back would cost two more queries per order.
    const order = await inWriteTransaction(db, (trx) => writeOrder(trx, attempt));
    return { kind: 'placed', order, replayed: false };
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    if (!(error instanceof KeyTaken)) throw error;
    const winner = await readStoredOrder(db, { key: attempt.key });
    if (!winner) throw new Error('An order claimed the idempotency key and cannot be read.', { cause: error });
    return replayed(winner, attempt);
  }
}

function replayed(stored: StoredOrder, attempt: OrderAttempt): PlaceOutcome {
  if (stored.requestHash !== attempt.requestHash) return { kind: 'key_reused' };
  return { kind: 'placed', order: placedOrderOf(stored), replayed: true };
}

async function writeOrder(trx: Trx, attempt: OrderAttempt): Promise<PlacedOrder> {
  const { order } = attempt;
  const { settings } = await readShopSettings(trx);
  if (!settings.selling) throw new Refused({ kind: 'not_selling' });
  if (!settings.paymentMethods.includes(order.paymentMethod)) throw new Refused({ kind: 'payment_not_offered' });
  const lines = await soldLines(trx, order.lines);
  const totals = orderTotals(lines, settings.shipping);
  if (totals.totalCents !== order.expectedTotalCents)
    throw new Refused({ kind: 'total_changed', totalCents: totals.totalCents });
  const accessToken = newAccessToken();
  const number = await claimKey(trx, attempt, totals, accessToken);
  await takeCountedStock(trx, lines);
  await trx
    .insertInto('order_lines')
    .values(
      lines.map((line, position) => ({
        order_number: number,
        position,
        product_id: line.productId,
        title: line.title,
        quantity: line.quantity,
        unit_price_cents: line.unitPriceCents,
        vat_rate: line.vatRate,
        counted: line.counted ? 1 : 0, // SQLite binds no booleans; PostgreSQL reads '1' as true
      })),
    )
    .execute();
  const placed: PlacedOrder = {
    number,
    status: 'new',
    lines: lines.map(({ productId, title, quantity, unitPriceCents, vatRate }) => ({
      productId,
      title,
      quantity,
      unitPriceCents,
      vatRate,
    })),
    ...totals,
    paymentMethod: order.paymentMethod,
    accessToken,
  };
  const facts = {
    order: placed,
    email: order.email,
    name: order.name,
    address: order.address,
    language: attempt.language,
  };
  await enqueueMail(trx, orderEmails({ ...facts, orderUrl: attempt.orderUrl(number, accessToken) }, settings));
  return placed;
}

/** The lines at the shop's prices and rates now; a product the shop does not have refuses the order. */
async function soldLines(trx: Trx, wanted: OrderRequest['lines']): Promise<SoldLine[]> {
  const ids = wanted.map((line) => line.productId);
  const rows = await trx
    .selectFrom('products')
    .select(['id', 'title', 'price_cents', 'vat_rate', 'stock'])
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const unknown = wanted.filter((line) => !byId.has(line.productId)).map((line) => line.productId);
  if (unknown.length > 0) throw new Refused({ kind: 'unknown_products', productIds: unknown });
  return wanted.map(({ productId, quantity }) => {
    const row = byId.get(productId)!;
    return {
      productId,
      quantity,
      title: row.title,
      unitPriceCents: Number(row.price_cents),
      vatRate: Number(row.vat_rate) as VatRate,
      counted: row.stock !== null,
    };
  });
}

/**
 * The order's row, claiming the key: `on conflict do nothing` makes a second request with the key
 * wait for the first to commit (PostgreSQL) and then write nothing, so it answers the first's order.
 */
async function claimKey(
  trx: Trx,
  attempt: OrderAttempt,
  totals: ReturnType<typeof orderTotals>,
  accessToken: string,
): Promise<number> {
  const { order } = attempt;
  const row = await trx
    .insertInto('orders')
    .values({
      created_at: Date.now(),
      idempotency_key: attempt.key,
      request_hash: attempt.requestHash,
      access_token: accessToken,
      account: attempt.account,
      email: order.email,
      name: order.name,
      street: order.address.street,
      postal_code: order.address.postalCode,
      city: order.address.city,
      country: order.address.country,
      payment_method: order.paymentMethod,
      status: 'new',
      subtotal_cents: totals.subtotalCents,
      shipping_cents: totals.shippingCents,
      total_cents: totals.totalCents,
      language: attempt.language,
    })
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returning('number')
    .executeTakeFirst();
  if (!row) throw new KeyTaken();
  return Number(row.number);
}

/** Stock falls only where it suffices; a line short of it refuses the order, naming what is left. */
async function takeCountedStock(trx: Trx, lines: readonly SoldLine[]): Promise<void> {
  const short = await takeStock(
    trx,
    lines.filter((line) => line.counted),
  );
  if (short.length > 0) throw new Refused({ kind: 'out_of_stock', lines: short });
}
