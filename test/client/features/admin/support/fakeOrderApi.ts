// The staff's orders API as MSW handlers over one in-memory order, answering as the contract says
// (src/contract/staffOrderSchemas.ts; the real server's tests: test/server/orders/): the list, the
// order with its ETag, a status change over If-Match (428 without, 412 stale, 409 for a move the
// rules forbid), the history and the undo of a cancel.
import { http, HttpResponse } from 'msw';
import {
  canMoveOrder,
  type AdminOrder,
  type AdminOrderRow,
  type AdminOrderStatusInput,
  type OrderChange,
  type OrderStatus,
} from '@/contract';
import { API } from '@/shopRoutes';
import { STAFF_API } from '@/staffRoutes';

const url = (path: string) => `${window.location.origin}${path}`;

export const sampleOrder = (number: number, status: OrderStatus = 'new'): AdminOrder => ({
  number,
  status,
  createdAt: '2026-11-28T10:00:00.000Z',
  email: `shopper${number}@example.de`,
  name: 'Max Muster',
  address: { street: 'Hauptstr. 1', postalCode: '10115', city: 'Berlin', country: 'DE' },
  lines: [{ productId: 5, title: 'Sessel Anna', quantity: 2, unitPriceCents: 12_500, vatRate: 19 }],
  subtotalCents: 25_000,
  shippingCents: 0,
  totalCents: 25_000,
  vat: [{ rate: 19, amountCents: 3_992 }],
  paymentMethod: 'prepayment',
  emails: [
    {
      id: 1,
      kind: 'order_confirmation',
      to: `shopper${number}@example.de`,
      subject: `Ihre Bestellung ${number}`,
      createdAt: '2026-11-28T10:00:00.000Z',
      sentAt: '2026-11-28T10:00:05.000Z',
      attempts: 1,
      lastError: null,
    },
    {
      id: 2,
      kind: 'order_notice',
      to: 'shop@example.de',
      subject: `Neue Bestellung ${number}`,
      createdAt: '2026-11-28T10:00:00.000Z',
      sentAt: null,
      attempts: 3,
      lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
    },
  ],
  account: false,
  language: 'de',
});

export const rowOf = (order: AdminOrder): AdminOrderRow => ({
  number: order.number,
  createdAt: order.createdAt,
  email: order.email,
  totalCents: order.totalCents,
  paymentMethod: order.paymentMethod,
  status: order.status,
});

export function fakeOrderApi(initial: AdminOrder) {
  let order = initial;
  let version = 1;
  const changes: OrderChange[] = [];
  const patches: Array<{ ifMatch: string | null; body: AdminOrderStatusInput }> = [];
  const etag = () => `"o${order.number}-${version}"`;
  const answerOrder = () => HttpResponse.json(order, { headers: { etag: etag() } });
  const stale = () =>
    HttpResponse.json(
      { error: 'changed_since_read', message: 'Someone changed this order.', current: order, etag: etag() },
      { status: 412 },
    );
  const record = (action: string, next: AdminOrder, undoes?: number) => {
    changes.unshift({
      id: changes.length + 1,
      at: '2026-11-28T11:00:00.000Z',
      by: 'ana@shop.example',
      action,
      before: { status: order.status, trackingNumber: order.trackingNumber ?? null },
      after: { status: next.status, trackingNumber: next.trackingNumber ?? null },
      changed: ['status', ...(next.trackingNumber !== order.trackingNumber ? ['trackingNumber'] : [])],
      ...(undoes && { undoes }),
    });
    order = next;
    version += 1;
  };

  /** Someone else changes the order (another tab): its version moves on. */
  const changeElsewhere = (status: OrderStatus) => record('status', { ...order, status });

  let undoAnswer: (() => Response) | undefined;

  const handlers = [
    http.get(url(STAFF_API.adminMe), () => HttpResponse.json({ email: 'ana@shop.example' })),
    http.get(url(API.favourites), () => HttpResponse.json({ productIds: [] })),
    http.get(url(STAFF_API.adminOrder), ({ params }) =>
      Number(params.number) === order.number
        ? answerOrder()
        : HttpResponse.json({ error: 'not_found', message: 'No such order.' }, { status: 404 }),
    ),
    http.patch(url(STAFF_API.adminOrder), async ({ request }) => {
      const body = (await request.json()) as AdminOrderStatusInput;
      const ifMatch = request.headers.get('if-match');
      patches.push({ ifMatch, body });
      if (!ifMatch) return HttpResponse.json({ error: 'precondition_required', message: 'x' }, { status: 428 });
      if (ifMatch !== etag()) return stale();
      if (!canMoveOrder(order.status, body.status))
        return HttpResponse.json(
          {
            error: 'status_move_forbidden',
            message: `An order that is ${order.status} cannot become ${body.status}.`,
            from: order.status,
            to: body.status,
          },
          { status: 409 },
        );
      record('status', {
        ...order,
        status: body.status,
        ...(body.trackingNumber && { trackingNumber: body.trackingNumber }),
      });
      return answerOrder();
    }),
    http.get(url(STAFF_API.adminOrderHistory), () => HttpResponse.json({ changes })),
    http.post(url(STAFF_API.adminOrderUndo), ({ params, request }) => {
      if (request.headers.get('if-match') !== etag()) return stale();
      const answer = undoAnswer?.();
      if (answer) return answer;
      const change = changes.find((each) => each.id === Number(params.changeId))!;
      record('undo', { ...order, status: change.before!.status }, change.id);
      return answerOrder();
    }),
  ];

  return {
    handlers,
    patches,
    changeElsewhere,
    order: () => order,
    answerUndoWith: (answer: typeof undoAnswer) => {
      undoAnswer = answer;
    },
  };
}
