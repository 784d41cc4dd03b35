// The selling rules client and server share (docs/orders.md): VAT rates, the bounds of a basket and
// an order, what a stock figure tells a shopper, and the totals, worked out in integer cents by this
// one function on both sides, so the basket shows exactly what the order will charge.
import { formatEuro } from '../euroText';
import type { Language } from '../i18n/languages';
import { eurosOf } from '../money';

/** Whole cents as the shop writes prices (129999 → '1.299,99 €'), for selling's screens and emails. */
export const formatCents = (cents: number): string => formatEuro(eurosOf(cents));

/** An IBAN as banks print it, in groups of four ('DE89 3704 0044 …'): read aloud and typed without slips. */
export const printedIban = (iban: string): string => iban.replace(/(.{4})(?!$)/g, '$1 ');

/** German VAT rates a product may carry; prices are gross (incl. VAT). */
export const VAT_RATES = [19, 7] as const;
export type VatRate = (typeof VAT_RATES)[number];
export const DEFAULT_VAT_RATE: VatRate = 19;

export const isVatRate = (value: unknown): value is VatRate => VAT_RATES.includes(value as VatRate);

/** A basket or order line holds 1–99 of a product; an order at most 100 lines. */
export const MAX_LINE_QUANTITY = 99;
export const MAX_ORDER_LINES = 100;

/** The payment methods a shop may offer. */
export const PAYMENT_METHODS = ['prepayment', 'invoice'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** An invoice is paid within so many days of the order. */
export const INVOICE_DAYS = 14;

/** At or below this many left the product page says "Only N left". */
const LOW_STOCK = 5;

export type Availability = { kind: 'in_stock' } | { kind: 'low'; left: number } | { kind: 'sold_out' };

/** What a stock figure tells a shopper: null is not counted, so always in stock. */
export function availabilityOf(stock: number | null): Availability {
  if (stock === null || stock > LOW_STOCK) return { kind: 'in_stock' };
  return stock <= 0 ? { kind: 'sold_out' } : { kind: 'low', left: stock };
}

export interface PricedLine {
  quantity: number;
  unitPriceCents: number;
  vatRate: VatRate;
}

export interface ShippingRule {
  flatCents: number;
  /** Orders whose subtotal reaches this ship free. */
  freeFromCents: number;
}

interface VatShare {
  rate: VatRate;
  amountCents: number;
}

export interface Totals {
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  /** The VAT in the total per rate, highest rate first; a rate with no lines is left out. */
  vat: VatShare[];
}

/** The VAT inside a gross amount at a rate, to the nearest cent. */
const vatIn = (grossCents: number, rate: VatRate): number => Math.round((grossCents * rate) / (100 + rate));

/**
 * Subtotal, shipping, total and the VAT in it. Shipping follows the goods it ships (a secondary
 * service): with lines at both rates it is split by their shares of the subtotal, the last rate
 * taking the remainder so no cent is lost.
 */
export function orderTotals(lines: readonly PricedLine[], shipping: ShippingRule): Totals {
  const byRate = new Map<VatRate, number>();
  for (const line of lines)
    byRate.set(line.vatRate, (byRate.get(line.vatRate) ?? 0) + line.quantity * line.unitPriceCents);
  const subtotalCents = [...byRate.values()].reduce((sum, cents) => sum + cents, 0);
  const shippingCents = lines.length === 0 || subtotalCents >= shipping.freeFromCents ? 0 : shipping.flatCents;
  const rates = VAT_RATES.filter((rate) => byRate.has(rate));
  let shippingLeft = shippingCents;
  const vat = rates.map((rate, index) => {
    const goods = byRate.get(rate) ?? 0;
    const shippingShare =
      index === rates.length - 1 ? shippingLeft : Math.round((shippingCents * goods) / (subtotalCents || 1));
    shippingLeft -= shippingShare;
    return { rate, amountCents: vatIn(goods + shippingShare, rate) };
  });
  return { subtotalCents, shippingCents, totalCents: subtotalCents + shippingCents, vat };
}

/** The seller as the shop settings hold them (the imprint's and the payment instructions' facts). */
export interface Seller {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  email: string;
  phone?: string;
  vatId?: string;
  /** For payment in advance. */
  iban?: string;
}

/** GET /api/shop: what a shopper's screens need of the settings; catalogue mode tells nothing else. */
export type ShopInfo =
  { selling: false } | { selling: true; seller: Seller; shipping: ShippingRule; paymentMethods: PaymentMethod[] };

/** GET /api/availability?ids=…: each known product's stock and its price now (never cached). */
export interface ProductAvailability {
  id: number;
  stock: number | null;
  priceCents: number;
  vatRate: VatRate;
}

/** A basket line as the account keeps it (GET /api/basket); the price as the shopper saw it when adding. */
export interface BasketLine {
  productId: number;
  quantity: number;
  seenPriceCents: number;
}

interface OrderAddress {
  street: string;
  /** Five digits. */
  postalCode: string;
  city: string;
  /** 'DE': the shop ships within Germany. */
  country: 'DE';
}

/** POST /api/orders (with an Idempotency-Key header): prices come from the shop, never from here. */
export interface OrderRequest {
  email: string;
  name: string;
  address: OrderAddress;
  paymentMethod: PaymentMethod;
  lines: { productId: number; quantity: number }[];
  expectedTotalCents: number;
  /** The language the shopper ordered in: the order's emails speak it (without: the request's Accept-Language). */
  language?: Language;
}

export const ORDER_STATUSES = ['new', 'paid', 'shipped', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

interface OrderLine {
  productId: number;
  title: string;
  quantity: number;
  unitPriceCents: number;
  vatRate: VatRate;
}

/** The 201 of POST /api/orders; `accessToken` opens the order page without an account. */
export interface PlacedOrder extends Totals {
  number: number;
  status: OrderStatus;
  lines: OrderLine[];
  paymentMethod: PaymentMethod;
  accessToken: string;
}

/** GET /api/orders/{number}: the order as the shopper saw it, and how to pay. */
export interface OrderView extends Omit<PlacedOrder, 'accessToken'> {
  /** ISO time. */
  createdAt: string;
  email: string;
  name: string;
  address: OrderAddress;
  /** Payment in advance: to this IBAN, the order number as the reference; invoice: within INVOICE_DAYS. */
  payTo?: { name: string; iban: string; reference: string };
  trackingNumber?: string;
}

/** 409 of POST /api/orders: lines short of stock, or a total that changed (nothing was written). */
export type OrderRefusal =
  | { error: 'out_of_stock'; message: string; lines: { productId: number; requested: number; available: number }[] }
  | { error: 'total_changed'; message: string; totalCents: number };

/** The owner's legal texts, plain text with paragraphs (blank lines), each on a page of its own. */
export const LEGAL_TEXTS = ['imprint', 'terms', 'withdrawal', 'privacy', 'shippingInfo'] as const;
export type LegalText = (typeof LEGAL_TEXTS)[number];

/** The shop settings (GET/PUT /api/admin/shop-settings); a field not yet filled in is ''. */
export interface ShopSettings {
  selling: boolean;
  seller: Seller;
  shipping: ShippingRule;
  paymentMethods: PaymentMethod[];
  legal: Record<LegalText, string>;
}
