// Cancelling an order and undoing the cancel (issue 48) on SQLite and PostgreSQL: a cancel puts each
// counted line back exactly once (two at once, a repeat), nothing for a product uncounted or deleted
// since; the shopper's notice in the outbox; an undo takes the stock again or is refused when it was
// sold meanwhile, and only a cancel that is the order's latest change can be undone.
import type { AdminOrder } from '@/contract';
import { adminOrderUndoApiPath } from '@/staffRoutes';
import type { TestApp } from '../support/testApp';
import { describeOnEachEngine } from '../support/testDatabase';
import { demoProducts, setStock, stockOf } from './sellingShop';
import { asStaff, moveOrder, orderHistory, placeOrder, readOrder, startSellingShop, undoChange } from './staffOrders';

jest.setTimeout(60_000);

const [A, B, C, D] = demoProducts;

describeOnEachEngine('cancelling orders on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startSellingShop(engine);
  });
  afterAll(() => t.close());
  // C is deleted by the first test.
  beforeEach(async () => {
    for (const product of [A!, B!, C!, D!]) await setStock(t.database.db, product.id, 10);
  });

  const stocks = () => Promise.all([A!, B!, D!].map((product) => stockOf(t.database.db, product.id)));
  const outbox = (number: number) =>
    t.database.db.selectFrom('mail_outbox').selectAll().where('order_number', '=', number).orderBy('id').execute();

  it('puts counted lines back, nothing for a product uncounted or deleted since, and tells the shopper in their language', async () => {
    const number = await placeOrder(
      t,
      [
        { productId: A!.id, quantity: 2 },
        { productId: B!.id, quantity: 3 },
        { productId: C!.id, quantity: 1 },
      ],
      { language: 'de' },
    );
    await setStock(t.database.db, B!.id, null);
    await t.database.db.deleteFrom('products').where('id', '=', C!.id).execute();
    await moveOrder(t, number, { status: 'paid' });
    const cancelled = await moveOrder(t, number, { status: 'cancelled' });
    expect([cancelled.status, cancelled.body.status]).toEqual([200, 'cancelled']);
    expect(await stockOf(t.database.db, A!.id)).toBe(10);
    expect(await stockOf(t.database.db, B!.id)).toBeNull();
    expect(await t.database.db.selectFrom('products').select('id').where('id', '=', C!.id).execute()).toEqual([]);

    const notice = (await outbox(number)).at(-1)!;
    expect([notice.kind, notice.recipient, notice.sent_at]).toEqual(['cancelled', 'anna@example.com', null]);
    expect(notice.subject).toBe(`Ihre Bestellung ${number} wurde storniert (Möbel Muster GmbH)`);
    expect(notice.text).toContain('Ihre Zahlung erstatten wir Ihnen');
    expect(cancelled.body.emails.at(-1)).toMatchObject({ id: Number(notice.id), kind: 'cancelled' });
  });

  it('restocks once among ten cancels at once over one ETag: one 200, nine 412', async () => {
    const number = await placeOrder(t, [
      { productId: A!.id, quantity: 4 },
      { productId: D!.id, quantity: 1 },
    ]);
    const { etag } = await readOrder(t, number);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => moveOrder(t, number, { status: 'cancelled' }, etag)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array.from({ length: 9 }, () => 412)]);
    expect(await stocks()).toEqual([10, 10, 10]);
    expect((await orderHistory(t, number)).body.changes).toHaveLength(1);
    expect((await outbox(number)).filter((mail) => mail.kind === 'cancelled')).toHaveLength(1);

    const repeat = await moveOrder(t, number, { status: 'cancelled' });
    expect(repeat.body).toMatchObject({ error: 'status_move_forbidden', from: 'cancelled', to: 'cancelled' });
    expect(repeat.status).toBe(409);
    expect(await stocks()).toEqual([10, 10, 10]);
  });

  it('undoes a cancel: the status before it, the stock taken again, on record; never twice', async () => {
    const number = await placeOrder(t, [{ productId: A!.id, quantity: 3 }]);
    await moveOrder(t, number, { status: 'paid' });
    await moveOrder(t, number, { status: 'cancelled' });
    const cancel = (await orderHistory(t, number)).body.changes[0]!;
    expect(await stockOf(t.database.db, A!.id)).toBe(10);

    const without = await asStaff(t, 'POST', adminOrderUndoApiPath(number, cancel.id));
    expect(without.status).toBe(428);
    const { etag } = await readOrder(t, number);
    const twice = await Promise.all(
      [1, 2].map(() => asStaff<AdminOrder>(t, 'POST', adminOrderUndoApiPath(number, cancel.id), { ifMatch: etag })),
    );
    expect(twice.map((answer) => answer.status).sort()).toEqual([200, 412]);
    const undone = twice.find((answer) => answer.status === 200)!;
    expect(undone.body.status).toBe('paid');
    expect(undone.etag).toBe((await readOrder(t, number)).etag);
    expect(await stockOf(t.database.db, A!.id)).toBe(7);
    expect((await orderHistory(t, number)).body.changes[0]).toMatchObject({
      action: 'undo',
      undoes: cancel.id,
      before: { status: 'cancelled' },
      after: { status: 'paid' },
    });

    const again = await undoChange(t, number, cancel.id);
    expect([again.status, again.body.error]).toEqual([409, 'cannot_undo']);
    expect(String(again.body.message)).toContain('latest');
    const payment = (await orderHistory(t, number)).body.changes.at(-1)!;
    const notCancel = await undoChange(t, number, payment.id);
    expect([notCancel.status, notCancel.body.error]).toEqual([409, 'cannot_undo']);
    expect((await undoChange(t, number, 999_999)).status).toBe(404);
    expect(await stockOf(t.database.db, A!.id)).toBe(7);
  });

  it('refuses the undo with the lines that lack stock when it was sold meanwhile, changing nothing', async () => {
    await setStock(t.database.db, A!.id, 2);
    const number = await placeOrder(t, [
      { productId: A!.id, quantity: 2 },
      { productId: D!.id, quantity: 1 },
    ]);
    await moveOrder(t, number, { status: 'cancelled' });
    await placeOrder(t, [{ productId: A!.id, quantity: 1 }]);
    const before = await readOrder(t, number);
    const cancel = (await orderHistory(t, number)).body.changes[0]!;

    const refused = await undoChange(t, number, cancel.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error: 'out_of_stock',
      lines: [{ productId: A!.id, requested: 2, available: 1 }],
    });
    expect([await stockOf(t.database.db, A!.id), await stockOf(t.database.db, D!.id)]).toEqual([1, 10]);
    expect(await readOrder(t, number)).toEqual(before);
    expect((await orderHistory(t, number)).body.changes).toHaveLength(1);
  });
});
