// Selling's API (docs/orders.md): stock and prices now, the signed-in shopper's basket, orders placed
// with an Idempotency-Key and read back by their number. The types the client uses are the
// interfaces of selling.ts; test/server/orders/orderSchemas.test.ts holds the two together.
import { Type } from '@sinclair/typebox';
import { LANGUAGES } from '../i18n/languages';
import { MAX_PRODUCT_ID } from './plain';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES, ORDER_STATUSES, PAYMENT_METHODS, VAT_RATES } from './selling';
import { refTo } from './schemaRef';

const productId = Type.Integer({ minimum: 1, maximum: MAX_PRODUCT_ID });
const cents = (description: string) => Type.Integer({ minimum: 0, description });
const vatRate = Type.Union(
  VAT_RATES.map((rate) => Type.Literal(rate)),
  { description: 'The VAT rate in the gross price, in percent.' },
);
const paymentMethod = Type.Union(PAYMENT_METHODS.map((method) => Type.Literal(method)));

export const ProductAvailabilitySchema = Type.Object(
  {
    id: productId,
    stock: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
      description: 'null: not counted, never sold out.',
    }),
    priceCents: cents('The gross unit price now, in cents.'),
    vatRate,
  },
  { $id: 'ProductAvailability' },
);

export const AvailabilityListSchema = Type.Object({
  products: Type.Array(refTo(ProductAvailabilitySchema), { description: 'The known products among the ids asked.' }),
});

export const BasketLineSchema = Type.Object(
  {
    productId,
    quantity: Type.Integer({ minimum: 1, maximum: MAX_LINE_QUANTITY }),
    seenPriceCents: cents('The unit price the shopper saw when adding it.'),
  },
  { $id: 'BasketLine' },
);

export const BasketSchema = Type.Object(
  { lines: Type.Array(refTo(BasketLineSchema), { description: 'Oldest first.' }) },
  { $id: 'Basket' },
);

export const BasketLineInputSchema = Type.Object({
  quantity: Type.Integer({ minimum: 0, maximum: MAX_LINE_QUANTITY, description: '0 removes the line.' }),
  seenPriceCents: cents('The unit price the shopper sees now.'),
});

export const BasketMergeSchema = Type.Object({
  lines: Type.Array(refTo(BasketLineSchema), { maxItems: MAX_ORDER_LINES }),
  mergeKey: Type.Optional(
    Type.String({
      pattern: '^[A-Za-z0-9-]{8,64}$',
      description: "The browser's key for this merge: sent again (its answer was lost), the merge adds nothing twice.",
    }),
  ),
});

const address = Type.Object({
  street: Type.String({ minLength: 1, maxLength: 200 }),
  postalCode: Type.String({ pattern: '^[0-9]{5}$' }),
  city: Type.String({ minLength: 1, maxLength: 100 }),
  country: Type.Literal('DE'),
});

export const OrderRequestSchema = Type.Object(
  {
    email: Type.String({ maxLength: 320, description: "The shopper's email: the order's confirmation goes there." }),
    name: Type.String({ minLength: 1, maxLength: 200 }),
    address,
    paymentMethod,
    lines: Type.Array(Type.Object({ productId, quantity: Type.Integer({ minimum: 1, maximum: MAX_LINE_QUANTITY }) }), {
      minItems: 1,
      maxItems: MAX_ORDER_LINES,
    }),
    expectedTotalCents: cents('The total the shopper was shown; another total on the server is a 409.'),
    language: Type.Optional(
      Type.Union(
        LANGUAGES.map((language) => Type.Literal(language)),
        {
          description:
            "The language the shopper ordered in: the order's emails speak it. Without: the request's Accept-Language.",
        },
      ),
    ),
  },
  { $id: 'OrderRequest', description: 'Prices, VAT and shipping are the shop’s own, never taken from here.' },
);

const orderLine = Type.Object({
  productId,
  title: Type.String(),
  quantity: Type.Integer(),
  unitPriceCents: cents('As sold.'),
  vatRate,
});

const totals = {
  subtotalCents: cents('The lines together.'),
  shippingCents: cents('0 from the free-shipping amount on.'),
  totalCents: cents('What the shopper pays, incl. VAT.'),
  vat: Type.Array(Type.Object({ rate: vatRate, amountCents: cents('The VAT in the total at this rate.') })),
};

const orderCore = {
  number: Type.Integer({ minimum: 1 }),
  status: Type.Union(ORDER_STATUSES.map((status) => Type.Literal(status))),
  lines: Type.Array(orderLine),
  ...totals,
  paymentMethod,
};

export const PlacedOrderSchema = Type.Object(
  { ...orderCore, accessToken: Type.String({ description: 'Opens the order page without an account: keep it.' }) },
  { $id: 'PlacedOrder' },
);

export const OrderViewSchema = Type.Object(
  {
    ...orderCore,
    createdAt: Type.String({ format: 'date-time' }),
    email: Type.String(),
    name: Type.String(),
    address,
    payTo: Type.Optional(
      Type.Object(
        { name: Type.String(), iban: Type.String(), reference: Type.String() },
        { description: 'Payment in advance: the transfer’s recipient, IBAN and reference.' },
      ),
    ),
    trackingNumber: Type.Optional(Type.String()),
  },
  { $id: 'OrderView' },
);

export const AccountOrdersSchema = Type.Object({
  orders: Type.Array(refTo(OrderViewSchema), { description: 'Newest first.' }),
  nextBefore: Type.Optional(Type.Integer({ description: 'More: the next page is ?before= this.' })),
});

export const OrderRefusalSchema = Type.Object(
  {
    error: Type.String({ description: "'out_of_stock' or 'total_changed'." }),
    message: Type.String(),
    lines: Type.Optional(
      Type.Array(Type.Object({ productId, requested: Type.Integer(), available: Type.Integer({ minimum: 0 }) })),
    ),
    totalCents: Type.Optional(cents('The total now.')),
  },
  { $id: 'OrderRefusal', description: 'Nothing was written.' },
);

export const OrderInvalidSchema = Type.Object(
  {
    error: Type.String({ description: "'invalid_order', or 'idempotency_key_missing' without problems." }),
    message: Type.String(),
    problems: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
  },
  { $id: 'OrderInvalid' },
);
