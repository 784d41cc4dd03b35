// The staff's orders API (docs/api.md, "Orders for staff"): the list, one order with its ETag, a status
// change over If-Match, its history and the undo of a cancel; each route one function over the edit
// protocol (versioned/editProtocol.ts). Every route behind requireStaff, none cached.
import { Type } from '@sinclair/typebox';
import { MAX_PRODUCT_ID, parseProductId, type AdminOrder } from '../../../contract';
import { OrderInvalidSchema } from '../../../contract/orderSchemas';
import { refTo } from '../../../contract/schemaRef';
import {
  AdminOrderConflictSchema,
  AdminOrderListQuery,
  AdminOrderPageSchema,
  AdminOrderRefusalSchema,
  AdminOrderRowSchema,
  AdminOrderSchema,
  AdminOrderStatusInputSchema,
  OrderChangeSchema,
  OrderEmailSchema,
  OrderHistorySchema,
  OrderStatusRecordSchema,
} from '../../../contract/staffOrderSchemas';
import { STAFF_API } from '../../../staffRoutes';
import { bodyCheckedByHandler } from '../../http/bodyCheckedByHandler';
import { ApiError, errorAnswers } from '../../http/errors';
import { routePlugin, type RouteApp } from '../../http/routePlugin';
import { editProtocol } from '../versioned/editProtocol';
import { recordHistoryRoute } from '../versioned/historyRoutes';
import { IfMatchHeaders } from '../versioned/ifMatch';
import { staffRoute, staffScope, type StaffEditRouteOptions } from '../versioned/staffScope';
import type { OrderEdits } from './orderStatusEdits';
import { orderRefusal } from './orderRefusals';
import type { OrderRefusal } from './orderWrites';

export interface AdminOrderRouteOptions extends StaffEditRouteOptions<OrderEdits> {
  /** A change committed that may have written an email: the outbox's sender looks now. */
  mailQueued?: () => void;
}

const NumberParams = Type.Object({ number: Type.String({ description: 'The order number.', examples: ['1042'] }) });
const UndoParams = Type.Object({
  number: NumberParams.properties.number,
  changeId: Type.String({ description: 'The cancel to undo: its `id` in the history.', examples: ['12'] }),
});
const writeAnswers = {
  ...errorAnswers(401, 403, 404, 428, 503),
  409: refTo(AdminOrderRefusalSchema),
  412: refTo(AdminOrderConflictSchema),
};

function numberOf(raw: string, what: 'order number' | 'change id' = 'order number'): number {
  const number = parseProductId(raw);
  if (number === null)
    throw new ApiError(400, 'bad_request', (i18n) =>
      i18n._({
        id: 'api.staff.order.badNumber',
        message:
          '{what, select, change {The change id must be a whole number from 1 to {max}.} other {The order number must be a whole number from 1 to {max}.}}',
        values: { what: what === 'change id' ? 'change' : 'order', max: String(MAX_PRODUCT_ID) },
      }),
    );
  return number;
}

const orders = editProtocol<AdminOrder, OrderRefusal, 'number'>({
  noun: 'order',
  param: 'number',
  idOf: (raw) => numberOf(raw),
  refuse: orderRefusal,
});

function listOrders(app: RouteApp, edits: OrderEdits): void {
  app.get(
    STAFF_API.adminOrders,
    {
      schema: {
        ...staffRoute,
        summary: 'The orders newest first, 50 a page, by status and by a search for a number or an email.',
        querystring: AdminOrderListQuery,
        response: { 200: refTo(AdminOrderPageSchema), ...errorAnswers(400, 401, 403, 503) },
      },
    },
    async (request, reply) => reply.send(await edits.list(request.query)),
  );
}

function readOrder(app: RouteApp, edits: OrderEdits): void {
  app.get(
    STAFF_API.adminOrder,
    {
      schema: {
        ...staffRoute,
        summary: 'An order as staff see it, with its emails and its ETag for the status change’s If-Match.',
        params: NumberParams,
        response: { 200: refTo(AdminOrderSchema), ...errorAnswers(400, 401, 403, 404, 503) },
      },
    },
    orders.read((number) => edits.read(number)),
  );
}

function changeStatus(app: RouteApp, { edits, mailQueued }: AdminOrderRouteOptions): void {
  app.patch(
    STAFF_API.adminOrder,
    {
      validatorCompiler: bodyCheckedByHandler,
      schema: {
        ...staffRoute,
        summary:
          'Moves the order’s status over the version read (If-Match) as ORDER_STATUS_MOVES allows; a cancel puts ' +
          'the stock back and the shopper’s email is written in the same transaction; recorded in its history.',
        params: NumberParams,
        headers: IfMatchHeaders,
        body: refTo(AdminOrderStatusInputSchema),
        response: {
          200: refTo(AdminOrderSchema, { description: 'Changed: the order as stored, with its new ETag.' }),
          400: refTo(OrderInvalidSchema),
          ...writeAnswers,
        },
      },
    },
    orders.save(async (number, body, ifMatch, by) => {
      const outcome = await edits.change(number, body, ifMatch, by);
      if (outcome.kind === 'saved') mailQueued?.();
      return outcome;
    }),
  );
}

function orderHistory(app: RouteApp, edits: OrderEdits): void {
  recordHistoryRoute(
    app,
    {
      url: STAFF_API.adminOrderHistory,
      summary: "An order's status changes, newest first: who, when, the status and tracking number before and after.",
      params: NumberParams,
      page: refTo(OrderHistorySchema),
    },
    orders.history((number, limit, before) => edits.history(number, limit, before)),
  );
}

function undoCancel(app: RouteApp, edits: OrderEdits): void {
  app.post(
    STAFF_API.adminOrderUndo,
    {
      schema: {
        ...staffRoute,
        summary:
          "Undoes a cancel that is the order's latest change (If-Match on the order as it is now): the status as " +
          'before it, the stock taken again or 409 out_of_stock; recorded as an undo.',
        params: UndoParams,
        headers: IfMatchHeaders,
        response: {
          200: refTo(AdminOrderSchema, { description: 'Undone: the order as stored, with its new ETag.' }),
          ...errorAnswers(400),
          ...writeAnswers,
        },
      },
    },
    async (request, reply) => {
      const number = numberOf(request.params.number);
      const changeId = numberOf(request.params.changeId, 'change id');
      const ifMatch = orders.ifMatchOf(request);
      return orders.answer(reply, await edits.undo(number, changeId, ifMatch, orders.byOf(request)), number);
    },
  );
}

export const adminOrderRoutes = routePlugin<AdminOrderRouteOptions>((app, options) => {
  staffScope(app, options, [
    AdminOrderRowSchema,
    AdminOrderPageSchema,
    OrderEmailSchema,
    AdminOrderSchema,
    AdminOrderStatusInputSchema,
    AdminOrderConflictSchema,
    AdminOrderRefusalSchema,
    OrderInvalidSchema,
    OrderStatusRecordSchema,
    OrderChangeSchema,
    OrderHistorySchema,
  ]);
  for (const route of [listOrders, readOrder, orderHistory, undoCancel]) route(app, options.edits);
  changeStatus(app, options);
});
