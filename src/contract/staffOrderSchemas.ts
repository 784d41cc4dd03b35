// The staff's orders (docs/staff.md, "Orders"): the list a page at a time with a status filter and a
// search by number or email; one order with its emails and its ETag; a status change over If-Match;
// its history, where a cancel can be undone. The shapes of the one edit protocol, as products'.
import { Type, type Static } from '@sinclair/typebox';
import { LANGUAGES } from '../i18n/languages';
import { MAX_TRACKING_NUMBER, ORDER_PAGE } from './orderStatus';
import { OrderViewSchema } from './orderSchemas';
import { ORDER_STATUSES, PAYMENT_METHODS } from './selling';
import { conflictSchemaOf } from './conflictSchema';
import { refTo } from './schemaRef';

const orderStatus = Type.Union(
  ORDER_STATUSES.map((status) => Type.Literal(status)),
  { description: "'new', 'paid', 'shipped', 'completed' or 'cancelled'." },
);

export const AdminOrderListQuery = Type.Object({
  status: Type.Optional(orderStatus),
  q: Type.Optional(
    Type.String({ maxLength: 320, description: "An order number ('1042' or '#1042') or the customer's email." }),
  ),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: ORDER_PAGE })),
});
export type AdminOrderListArgs = Static<typeof AdminOrderListQuery>;

export const AdminOrderRowSchema = Type.Object(
  {
    number: Type.Integer({ minimum: 1 }),
    createdAt: Type.String({ format: 'date-time' }),
    email: Type.String(),
    totalCents: Type.Integer({ minimum: 0 }),
    paymentMethod: Type.Union(PAYMENT_METHODS.map((method) => Type.Literal(method))),
    status: orderStatus,
  },
  { $id: 'AdminOrderRow', description: 'An order as the staff list shows it.' },
);
export type AdminOrderRow = Static<typeof AdminOrderRowSchema>;

export const AdminOrderPageSchema = Type.Object(
  {
    status: Type.Optional(orderStatus),
    q: Type.String({ description: "The search, trimmed; '' for none." }),
    offset: Type.Integer(),
    limit: Type.Integer(),
    orders: Type.Array(refTo(AdminOrderRowSchema), { description: 'Newest first.' }),
    more: Type.Boolean({ description: 'More orders match after this page.' }),
  },
  { $id: 'AdminOrderPage' },
);
export type AdminOrderPage = Static<typeof AdminOrderPageSchema>;

export const OrderEmailSchema = Type.Object(
  {
    id: Type.Integer(),
    kind: Type.String({ description: "'order_confirmation', 'order_notice', 'shipped' or 'cancelled'." }),
    to: Type.String(),
    subject: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
    sentAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'When the mail server took it; null while it waits.',
    }),
    attempts: Type.Integer({ minimum: 0 }),
    lastError: Type.Union([Type.String(), Type.Null()], { description: "The last failed attempt's reason." }),
  },
  { $id: 'OrderEmail' },
);
export type OrderEmail = Static<typeof OrderEmailSchema>;

export const AdminOrderSchema = Type.Composite(
  [
    Type.Omit(OrderViewSchema, ['payTo']),
    Type.Object({
      emails: Type.Array(refTo(OrderEmailSchema), { description: 'Oldest first.' }),
      account: Type.Boolean({ description: 'Placed signed in by an account that still exists.' }),
      language: Type.Union(
        LANGUAGES.map((language) => Type.Literal(language)),
        { description: "The language the shopper ordered in: the shopper's emails speak it." },
      ),
    }),
  ],
  { $id: 'AdminOrder', description: 'An order as staff see it, with its ETag for If-Match.' },
);
export type AdminOrder = Static<typeof AdminOrderSchema>;

export const AdminOrderStatusInputSchema = Type.Object(
  {
    status: orderStatus,
    trackingNumber: Type.Optional(
      Type.String({ minLength: 1, maxLength: MAX_TRACKING_NUMBER, description: 'Only with `shipped`.' }),
    ),
  },
  { $id: 'AdminOrderStatusInput' },
);
export type AdminOrderStatusInput = Static<typeof AdminOrderStatusInputSchema>;

export const AdminOrderConflictSchema = conflictSchemaOf(
  AdminOrderSchema,
  'AdminOrderConflict',
  'The order as it is now.',
  'An error (412) that carries the order as it is now.',
);
export type AdminOrderConflict = Static<typeof AdminOrderConflictSchema>;

export const AdminOrderRefusalSchema = Type.Object(
  {
    error: Type.String({
      description: "'status_move_forbidden' (the rules forbid the move) or 'out_of_stock' (an undo of a cancel).",
    }),
    message: Type.String(),
    from: Type.Optional(orderStatus),
    to: Type.Optional(orderStatus),
    lines: Type.Optional(
      Type.Array(Type.Object({ productId: Type.Integer(), requested: Type.Integer(), available: Type.Integer() })),
    ),
  },
  { $id: 'AdminOrderRefusal', description: 'An error (409): nothing was changed.' },
);
export type AdminOrderRefusal = Static<typeof AdminOrderRefusalSchema>;

/** What a status change records: the fields staff change. */
export const OrderStatusRecordSchema = Type.Object(
  { status: orderStatus, trackingNumber: Type.Union([Type.String(), Type.Null()]) },
  { $id: 'OrderStatusRecord' },
);
export type OrderStatusRecord = Static<typeof OrderStatusRecordSchema>;

export const OrderChangeSchema = Type.Object(
  {
    id: Type.Integer({ description: 'The change; a cancel is undone with POST …/history/{id}/undo.' }),
    at: Type.String({ format: 'date-time', description: 'When, UTC.' }),
    by: Type.String({ description: "The staff member's email." }),
    action: Type.String({ description: "'status' or 'undo'." }),
    before: Type.Union([refTo(OrderStatusRecordSchema), Type.Null()]),
    after: Type.Union([refTo(OrderStatusRecordSchema), Type.Null()]),
    changed: Type.Array(Type.String(), { description: "'status', 'trackingNumber'." }),
    undoes: Type.Optional(Type.Integer({ description: 'An undo: the change it undid.' })),
  },
  { $id: 'OrderChange', description: "One change of an order's status: who, when, before and after." },
);
export type OrderChange = Static<typeof OrderChangeSchema>;

export const OrderHistorySchema = Type.Object(
  {
    changes: Type.Array(refTo(OrderChangeSchema), { description: 'Newest first.' }),
    nextBefore: Type.Optional(Type.Integer({ description: 'More are older: ask again with ?before= this.' })),
  },
  { $id: 'OrderHistory', description: "A page of an order's history, newest first." },
);
export type OrderHistory = Static<typeof OrderHistorySchema>;
