// An order read back as it was placed: its row and lines, turned into the API's answers. The VAT is
// worked out again from the lines and the shipping charged, by the one totals function, so it is
// exactly what the shopper was shown.
import {
  orderTotals,
  type OrderStatus,
  type OrderView,
  type PaymentMethod,
  type PlacedOrder,
  type ShopSettings,
  type VatRate,
} from '../../contract';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../i18n/languages';
import type { ShopDb } from '../db/connection';
import type { Trx } from '../db/writeTransaction';

export interface StoredOrder extends Omit<PlacedOrder, 'vat'> {
  requestHash: string;
  account: string | null;
  createdAt: number;
  email: string;
  name: string;
  address: OrderView['address'];
  trackingNumber: string | null;
  /** Moves with every staff change: the staff's ETag. */
  version: number;
  /** The language the shopper ordered in: the emails about the order speak it. */
  language: Language;
}

const ORDER_COLUMNS = [
  'number',
  'created_at',
  'request_hash',
  'access_token',
  'account',
  'email',
  'name',
  'street',
  'postal_code',
  'city',
  'payment_method',
  'status',
  'subtotal_cents',
  'shipping_cents',
  'total_cents',
  'tracking_number',
  'version',
  'language',
] as const;

type Which = { number: number } | { key: string };

/** The orders by number or key, each with its lines; `numbers` in the order given. */
export async function readStoredOrders(db: ShopDb | Trx, numbers: readonly number[]): Promise<StoredOrder[]> {
  if (numbers.length === 0) return [];
  const [rows, lines] = await Promise.all([
    db.selectFrom('orders').select(ORDER_COLUMNS).where('number', 'in', numbers).execute(),
    db
      .selectFrom('order_lines')
      .select(['order_number', 'product_id', 'title', 'quantity', 'unit_price_cents', 'vat_rate'])
      .where('order_number', 'in', numbers)
      .orderBy('order_number')
      .orderBy('position')
      .execute(),
  ]);
  const byNumber = new Map(rows.map((row) => [Number(row.number), row]));
  return numbers.flatMap((number) => {
    const row = byNumber.get(number);
    if (!row) return [];
    const own = lines.filter((line) => Number(line.order_number) === number);
    return [
      {
        number,
        createdAt: Number(row.created_at),
        requestHash: row.request_hash,
        accessToken: row.access_token,
        account: row.account,
        email: row.email,
        name: row.name,
        address: { street: row.street, postalCode: row.postal_code, city: row.city, country: 'DE' as const },
        paymentMethod: row.payment_method as PaymentMethod,
        status: row.status as OrderStatus,
        subtotalCents: Number(row.subtotal_cents),
        shippingCents: Number(row.shipping_cents),
        totalCents: Number(row.total_cents),
        trackingNumber: row.tracking_number,
        version: Number(row.version),
        language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
        lines: own.map((line) => ({
          productId: Number(line.product_id),
          title: line.title,
          quantity: Number(line.quantity),
          unitPriceCents: Number(line.unit_price_cents),
          vatRate: Number(line.vat_rate) as VatRate,
        })),
      },
    ];
  });
}

export async function readStoredOrder(db: ShopDb | Trx, which: Which): Promise<StoredOrder | undefined> {
  let number = 'number' in which ? which.number : undefined;
  if ('key' in which) {
    const row = await db
      .selectFrom('orders')
      .select('number')
      .where('idempotency_key', '=', which.key)
      .executeTakeFirst();
    number = row ? Number(row.number) : undefined;
  }
  return number === undefined ? undefined : (await readStoredOrders(db, [number]))[0];
}

/** The VAT per rate in the total, as placed: the lines and the shipping that was charged. */
const vatOf = (stored: StoredOrder) =>
  orderTotals(stored.lines, { flatCents: stored.shippingCents, freeFromCents: Number.POSITIVE_INFINITY }).vat;

export const placedOrderOf = (stored: StoredOrder): PlacedOrder => ({
  number: stored.number,
  status: stored.status,
  lines: stored.lines,
  subtotalCents: stored.subtotalCents,
  shippingCents: stored.shippingCents,
  totalCents: stored.totalCents,
  vat: vatOf(stored),
  paymentMethod: stored.paymentMethod,
  accessToken: stored.accessToken,
});

/** The order as its page shows it, but for the payment details, which come from the settings. */
export function orderFactsOf(stored: StoredOrder): Omit<OrderView, 'payTo'> {
  const { accessToken: _token, ...placed } = placedOrderOf(stored);
  return {
    ...placed,
    createdAt: new Date(stored.createdAt).toISOString(),
    email: stored.email,
    name: stored.name,
    address: stored.address,
    ...(stored.trackingNumber && { trackingNumber: stored.trackingNumber }),
  };
}

/** The order page's data; payment in advance names the seller's account and the order number as reference. */
export function orderViewOf(stored: StoredOrder, settings: ShopSettings): OrderView {
  const { seller } = settings;
  return {
    ...orderFactsOf(stored),
    ...(stored.paymentMethod === 'prepayment' &&
      seller.iban && { payTo: { name: seller.name, iban: seller.iban, reference: `Order ${stored.number}` } }),
  };
}
