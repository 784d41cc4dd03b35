// The staff's orders API (issue 48) on SQLite and PostgreSQL: the list newest first with its status
// filter, search and pages; one order with its ETag and emails; the status moves ORDER_STATUS_MOVES
// allows and forbids, 428/412/400; the shipped notice in the outbox with the change; staff only.
import { sql } from 'kysely';
import type { AdminOrder, AdminOrderPage, OrderStatus } from '@/contract';
import { ORDER_STATUS_MOVES } from '@/contract/orderStatus';
import { ORDER_STATUSES } from '@/contract/selling';
import { STAFF_API, adminOrderApiPath } from '@/staffRoutes';
import type { TestApp } from '../support/testApp';
import { describeOnEachEngine } from '../support/testDatabase';
import { authorization, verifiedToken } from '../support/staffTokens';
import { bearer, demoProducts, setStock, stockOf, totalFor } from './sellingShop';
import { asStaff, moveOrder, orderHistory, placeOrder, readOrder, startSellingShop } from './staffOrders';

jest.setTimeout(60_000);

const [A, B] = demoProducts;
const list = (t: TestApp, query = '') => asStaff<AdminOrderPage>(t, 'GET', `${STAFF_API.adminOrders}${query}`);

/** The moves that lead from a new order to `status`, each allowed. */
const PATH_TO: Record<OrderStatus, OrderStatus[]> = {
  new: [],
  paid: ['paid'],
  shipped: ['paid', 'shipped'],
  completed: ['paid', 'shipped', 'completed'],
  cancelled: ['cancelled'],
};

describeOnEachEngine('the staff orders API on %s', (engine) => {
  let t: TestApp;
  let numbers: number[];
  beforeAll(async () => {
    t = await startSellingShop(engine);
    for (const product of [A!, B!]) await setStock(t.database.db, product.id, 1000);
    numbers = [];
    for (const email of ['anna@example.com', 'Bert.Berg@Example.com', 'anna@example.com', 'carla@example.org'])
      numbers.push(await placeOrder(t, [{ productId: A!.id, quantity: 1 }], { email }));
  });
  afterAll(() => t.close());

  it('lists the orders newest first with more by a page, filtered by status, found by number or email', async () => {
    const first = await list(t, '?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.orders.map((row) => row.number)).toEqual([numbers[3], numbers[2]]);
    expect(first.body).toMatchObject({ q: '', offset: 0, limit: 2, more: true });
    const { createdAt, totalCents, ...row } = first.body.orders[0]!;
    expect(row).toEqual({ number: numbers[3], email: 'carla@example.org', paymentMethod: 'prepayment', status: 'new' });
    expect([new Date(createdAt).toISOString(), totalCents]).toEqual([
      createdAt,
      totalFor([{ productId: A!.id, quantity: 1 }]),
    ]);
    const last = await list(t, `?limit=2&offset=2`);
    expect(last.body.orders.map((row) => row.number)).toEqual([numbers[1], numbers[0]]);
    // Orders of other tests may stand before these; the search finds exactly these.
    expect((await list(t, '?q=%20BERT.berg@example.COM%20')).body).toMatchObject({
      q: 'BERT.berg@example.COM',
      orders: [{ number: numbers[1], email: 'Bert.Berg@Example.com' }],
      more: false,
    });
    const anna = await list(t, '?q=anna@example.com');
    expect(anna.body.orders.map((row) => row.number)).toEqual([numbers[2], numbers[0]]);
    for (const q of [`${numbers[2]}`, `%23${numbers[2]}`])
      expect((await list(t, `?q=${q}`)).body.orders.map((row) => row.number)).toEqual([numbers[2]]);
    expect((await list(t, '?q=999999')).body.orders).toEqual([]);

    expect((await moveOrder(t, numbers[0]!, { status: 'paid' })).status).toBe(200);
    const paid = await list(t, '?status=paid&q=anna@example.com');
    expect(paid.body).toMatchObject({ status: 'paid', orders: [{ number: numbers[0], status: 'paid' }] });
    expect((await list(t, '?status=lost')).status).toBe(400);
    expect((await list(t, '?limit=101')).status).toBe(400);
  });

  it('answers an order with its ETag, lines, totals and emails, and 404 JSON for a number with none', async () => {
    const read = await readOrder(t, numbers[3]!);
    expect(read.status).toBe(200);
    expect(read.etag).toMatch(/^"o-\d+"$/);
    const order: AdminOrder = read.body;
    expect(order).toMatchObject({
      number: numbers[3],
      status: 'new',
      email: 'carla@example.org',
      name: 'Anna Schmidt',
      account: false,
      lines: [{ productId: A!.id, quantity: 1 }],
    });
    expect(order).not.toHaveProperty('payTo');
    expect(order.emails.map((email) => [email.kind, email.to, email.sentAt, email.attempts])).toEqual([
      ['order_confirmation', 'carla@example.org', null, 0],
      ['order_notice', 'shop@example.com', null, 0],
    ]);
    const none = await asStaff(t, 'GET', adminOrderApiPath(999_999));
    expect([none.status, none.body.error]).toEqual([404, 'not_found']);
    expect((await asStaff(t, 'GET', `${STAFF_API.adminOrders}/abc`)).status).toBe(400);
  });

  it.each(ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const)))(
    'moves an order %s to %s exactly when ORDER_STATUS_MOVES allows it',
    async (from, to) => {
      const number = await placeOrder(t, [{ productId: B!.id, quantity: 1 }]);
      for (const step of PATH_TO[from]) expect((await moveOrder(t, number, { status: step })).status).toBe(200);
      const before = await readOrder(t, number);
      const answer = await moveOrder(t, number, { status: to }, before.etag);
      if (ORDER_STATUS_MOVES[from].includes(to)) {
        expect([answer.status, answer.body.status]).toEqual([200, to]);
        expect(answer.etag).not.toBe(before.etag);
        expect((await orderHistory(t, number)).body.changes[0]).toMatchObject({
          action: 'status',
          after: { status: to },
        });
      } else {
        expect(answer.status).toBe(409);
        expect(answer.body).toMatchObject({ error: 'status_move_forbidden', from, to });
        expect(await readOrder(t, number)).toEqual(before);
      }
    },
  );

  it('asks for If-Match (428), refuses a stale one with the order now (412) and bad input by field (400)', async () => {
    const number = await placeOrder(t, [{ productId: B!.id, quantity: 1 }]);
    const read = await readOrder(t, number);
    const without = await asStaff(t, 'PATCH', adminOrderApiPath(number), { body: { status: 'paid' } });
    expect([without.status, without.body.error]).toEqual([428, 'precondition_required']);
    expect((await moveOrder(t, number, { status: 'paid' }, read.etag)).status).toBe(200);
    const stale = await moveOrder(t, number, { status: 'cancelled' }, read.etag);
    const now = await readOrder(t, number);
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ error: 'changed_since_read', current: now.body, etag: now.etag });
    expect(stale.etag).toBe(now.etag);

    for (const [body, field] of [
      [{ status: 'lost' }, 'status'],
      [{}, 'status'],
      [{ status: 'cancelled', trackingNumber: 'DHL-1' }, 'trackingNumber'],
      [{ status: 'shipped', trackingNumber: 'x'.repeat(101) }, 'trackingNumber'],
      [{ status: 'shipped', trackingNumber: 7 }, 'trackingNumber'],
    ] as const) {
      const bad = await moveOrder(t, number, body);
      expect([bad.status, bad.body.error]).toEqual([400, 'invalid_order']);
      expect((bad.body as unknown as { problems: { field: string }[] }).problems.map((p) => p.field)).toEqual([field]);
    }
    expect(await readOrder(t, number)).toEqual(now);
  });

  it('writes the shipped notice, in the language ordered in, with the tracking number into the outbox with the change', async () => {
    const number = await placeOrder(t, [{ productId: A!.id, quantity: 2 }], {
      email: 'dora@example.net',
      language: 'en',
    });
    await moveOrder(t, number, { status: 'paid' });
    const shipped = await moveOrder(t, number, { status: 'shipped', trackingNumber: '  00340434161094042557 ' });
    expect(shipped.body).toMatchObject({ status: 'shipped', trackingNumber: '00340434161094042557' });
    const notice = shipped.body.emails.at(-1)!;
    expect(notice).toMatchObject({ kind: 'shipped', to: 'dora@example.net', sentAt: null });
    expect(notice.subject).toBe(`Your order ${number} is on its way (Möbel Muster GmbH)`);
    expect(shipped.body.language).toBe('en');
    const row = await t.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', notice.id)
      .executeTakeFirstOrThrow();
    expect(row.text).toContain('Tracking number: 00340434161094042557');
    expect(row.text).toMatch(new RegExp(`https://shop\\.example/orders/${number}\\?token=`));
    expect(shipped.body.emails.map((email) => email.kind)).toEqual(['order_confirmation', 'order_notice', 'shipped']);
    // Paid sends nothing; completed neither.
    expect((await moveOrder(t, number, { status: 'completed' })).body.emails).toHaveLength(3);

    const history = await orderHistory(t, number);
    expect(history.body.changes).toEqual([
      expect.objectContaining({ action: 'status', by: 'olga.owner@shop.example', changed: ['status'] }),
      expect.objectContaining({
        before: { status: 'paid', trackingNumber: null },
        after: { status: 'shipped', trackingNumber: '00340434161094042557' },
        changed: ['status', 'trackingNumber'],
      }),
      expect.objectContaining({ before: { status: 'new', trackingNumber: null } }),
    ]);
  });

  it('makes no change whose email cannot be written: one transaction, so 503 and the order as it was', async () => {
    const number = await placeOrder(t, [{ productId: A!.id, quantity: 1 }]);
    await moveOrder(t, number, { status: 'paid' });
    const before = await readOrder(t, number);
    const stock = await stockOf(t.database.db, A!.id);
    await sql`alter table mail_outbox rename to mail_outbox_away`.execute(t.database.db);
    try {
      const failed = await moveOrder(t, number, { status: 'cancelled' }, before.etag);
      expect([failed.status, failed.body.error]).toEqual([503, 'unavailable']);
    } finally {
      await sql`alter table mail_outbox_away rename to mail_outbox`.execute(t.database.db);
    }
    expect(await readOrder(t, number)).toEqual(before);
    expect(await stockOf(t.database.db, A!.id)).toBe(stock);
    expect((await orderHistory(t, number)).body.changes).toHaveLength(1);
  });

  it('is staff only: 401 without a valid token, 403 for a shopper, on every route', async () => {
    const number = numbers[3]!;
    const shopper = bearer('shopper-uid');
    const notStaff = authorization(verifiedToken('someone@example.com'));
    for (const [method, url] of [
      ['GET', STAFF_API.adminOrders],
      ['GET', adminOrderApiPath(number)],
      ['PATCH', adminOrderApiPath(number)],
      ['GET', `${adminOrderApiPath(number)}/history`],
      ['POST', `${adminOrderApiPath(number)}/history/1/undo`],
    ] as const) {
      expect((await asStaff(t, method, url, { headers: {} })).status).toBe(401);
      expect((await asStaff(t, method, url, { headers: shopper })).status).toBe(403);
      const body = method === 'PATCH' ? { status: 'paid' } : undefined;
      expect((await asStaff(t, method, url, { headers: notStaff, body, ifMatch: '"o-0"' })).status).toBe(403);
    }
    expect((await readOrder(t, number)).body.status).toBe('new');
  });
});
