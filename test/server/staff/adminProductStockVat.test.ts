// Stock and VAT on a product in the staff API (issue 47): read, saved and added with the product,
// refused by field (400 with `problems`), kept when a save leaves them out, recorded in the history
// and restored by an undo. An order lowers stock by a conditional update while staff edit: the ETag
// covers stock, so the order goes through and the staff save over the older figure is a 412.
import { sql } from 'kysely';
import type { AdminProduct, AdminProductConflict, ProductHistory } from '@/contract';
import { createStaffList } from '@/server/staff/staffList';
import { json, startTestApp, type TestApp } from '../support/testApp';
import { describeOnEachEngine } from '../support/testDatabase';
import { authorization, jsonError, verifiedToken } from '../support/staffTokens';
import { STAFF_API, adminProductApiPath, adminProductHistoryApiPath, adminProductUndoApiPath } from '@/staffRoutes';

jest.setTimeout(60_000);

const STAFF = 'sina.stock@shop.example';
const bearer = () => authorization(verifiedToken(STAFF));

describeOnEachEngine('stock and VAT in the staff product API on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ engine });
    await createStaffList(t.database.db).add(STAFF);
  });
  afterAll(() => t.close());

  const read = async (id: number) => {
    const answer = await t.inject({ url: adminProductApiPath(id), headers: bearer() });
    expect(answer.statusCode).toBe(200);
    return { product: json<AdminProduct>(answer.body), etag: String(answer.headers.etag) };
  };
  const write = (method: 'PUT' | 'POST', url: string, body: unknown, ifMatch?: string) =>
    t.inject({
      method,
      url,
      headers: {
        ...bearer(),
        'content-type': 'application/json',
        ...(ifMatch !== undefined && { 'if-match': ifMatch }),
      },
      payload: JSON.stringify(body),
    });
  const put = (id: number, body: unknown, ifMatch: string) => write('PUT', adminProductApiPath(id), body, ifMatch);
  const history = async (id: number) =>
    json<ProductHistory>((await t.inject({ url: adminProductHistoryApiPath(id), headers: bearer() })).body);
  /** What the order server does to take stock (docs/orders.md): only while enough is left. */
  const order = async (id: number, quantity: number) => {
    const taken = await sql`update products set stock = stock - ${quantity}
      where id = ${id} and stock >= ${quantity}`.execute(t.database.db);
    return Number(taken.numAffectedRows ?? 0);
  };
  const stored = async (id: number) =>
    t.database.db.selectFrom('products').select(['stock', 'vat_rate']).where('id', '=', id).executeTakeFirstOrThrow();

  it('reads an imported product as not counted at 19 %, and saves a stock and the reduced rate', async () => {
    const { product, etag } = await read(1);
    expect([product.stock, product.vatRate]).toEqual([null, 19]);
    const answer = await put(1, { ...product, stock: 12, vatRate: 7 }, etag);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers.etag).not.toBe(etag);
    expect(json<AdminProduct>(answer.body)).toEqual({ ...product, stock: 12, vatRate: 7 });
    expect(await stored(1)).toEqual({ stock: 12, vat_rate: 7 });
    // Back to not counted with null; 0 is a count (sold out), not "not counted".
    const again = await put(1, { ...product, stock: 0, vatRate: 7 }, String(answer.headers.etag));
    expect(json<AdminProduct>(again.body).stock).toBe(0);
    const cleared = await put(1, { ...product, stock: null, vatRate: 7 }, String(again.headers.etag));
    expect(json<AdminProduct>(cleared.body).stock).toBeNull();
  });

  it('refuses a stock below 0, a fraction, a text or another rate with 400 naming each field, and saves nothing', async () => {
    const { product, etag } = await read(2);
    for (const [bad, fields] of [
      [{ stock: -1 }, ['stock']],
      [{ stock: 2.5 }, ['stock']],
      [{ stock: '5' }, ['stock']],
      [{ vatRate: 16 }, ['vatRate']],
      [{ vatRate: '7' }, ['vatRate']],
      [{ stock: -3, vatRate: 0 }, ['stock', 'vatRate']],
    ] as const) {
      const answer = jsonError(await put(2, { ...product, ...bad }, etag), 400, 'invalid_product');
      const problems = answer.problems as Array<{ field: string; message: string }>;
      expect(problems.map((problem) => problem.field)).toEqual(fields);
      expect(problems[0]!.message).toMatch(/^field '(stock|vatRate)' must be/);
    }
    expect(await read(2)).toEqual({ product, etag });
    expect((await history(2)).changes).toEqual([]);
    // An add is checked by the same rules.
    const add = jsonError(
      await write('POST', STAFF_API.adminProducts, { ...product, id: 900_100, vatRate: 10 }),
      400,
      'invalid_product',
    );
    expect((add.problems as Array<{ field: string }>).map((problem) => problem.field)).toEqual(['vatRate']);
  });

  it('adds a product with its stock and rate, or without them: not counted, 19 %', async () => {
    const { product } = await read(3);
    const withBoth = await write('POST', STAFF_API.adminProducts, { ...product, id: 900_101, stock: 4, vatRate: 7 });
    expect(withBoth.statusCode).toBe(201);
    expect(json<AdminProduct>(withBoth.body)).toMatchObject({ stock: 4, vatRate: 7 });
    const { stock: _stock, vatRate: _rate, ...bare } = product;
    const without = await write('POST', STAFF_API.adminProducts, { ...bare, id: 900_102 });
    expect(json<AdminProduct>(without.body)).toMatchObject({ stock: null, vatRate: 19 });
  });

  it('keeps the stored stock and rate when a save leaves them out', async () => {
    const first = await read(4);
    const set = await put(4, { ...first.product, stock: 9, vatRate: 7 }, first.etag);
    const { stock: _stock, vatRate: _rate, ...bare } = first.product;
    const answer = await put(4, { ...bare, title: 'Ohne Bestand gesendet' }, String(set.headers.etag));
    expect(answer.statusCode).toBe(200);
    expect(json<AdminProduct>(answer.body)).toMatchObject({ title: 'Ohne Bestand gesendet', stock: 9, vatRate: 7 });
  });

  it('records stock and rate before and after, and an undo restores them', async () => {
    const first = await read(5);
    const saved = await put(5, { ...first.product, stock: 3, vatRate: 7 }, first.etag);
    const [entry] = (await history(5)).changes;
    expect(entry).toMatchObject({
      action: 'save',
      changed: ['stock', 'vatRate'],
      before: { stock: null, vatRate: 19 },
      after: { stock: 3, vatRate: 7 },
    });
    const undone = await t.inject({
      method: 'POST',
      url: adminProductUndoApiPath(5, entry!.id),
      headers: { ...bearer(), 'if-match': String(saved.headers.etag) },
    });
    expect(undone.statusCode).toBe(200);
    expect(json<AdminProduct>(undone.body)).toEqual(first.product);
    expect(await stored(5)).toEqual({ stock: null, vat_rate: 19 });
    expect((await history(5)).changes[0]).toMatchObject({ action: 'undo', changed: ['stock', 'vatRate'] });
  });

  it('lets an order take stock while staff edit; the staff save over the older figure is a 412 with it', async () => {
    const first = await read(6);
    const counted = await put(6, { ...first.product, stock: 5 }, first.etag);
    const form = { product: json<AdminProduct>(counted.body), etag: String(counted.headers.etag) };
    // Staff have the form open: an order is not held up by it.
    expect(await order(6, 2)).toBe(1);
    const stale = await put(6, { ...form.product, price: 99 }, form.etag);
    const conflict = jsonError(stale, 412, 'changed_since_read') as unknown as AdminProductConflict;
    expect(conflict.current).toEqual({ ...form.product, stock: 3 });
    expect(await stored(6)).toMatchObject({ stock: 3 });
    // Saved over the version that shows the order, the staff member's figure holds.
    const over = await put(6, { ...conflict.current, price: 99, stock: 10 }, conflict.etag);
    expect(over.statusCode).toBe(200);
    expect(await order(6, 11)).toBe(0);
    expect(await order(6, 10)).toBe(1);
    expect(await stored(6)).toMatchObject({ stock: 0 });
    // The order's change is no staff change: the history holds the two saves only.
    expect((await history(6)).changes.map((change) => change.action)).toEqual(['save', 'save']);
  });

  it('a save racing orders either wins before them or is refused: the stock is what the winner left', async () => {
    for (let round = 0; round < 5; round++) {
      const read9 = await read(9);
      const counted = await put(9, { ...read9.product, stock: 1000 }, read9.etag);
      // Orders keep coming (on connections of their own on PostgreSQL) until the save is answered.
      let answered = false;
      let taken = 0;
      const orders = async () => {
        for (let placed = 0; placed < 30 && !answered; placed++) {
          const rows = await order(9, 1);
          taken += rows;
        }
      };
      const saving = put(9, { ...json<AdminProduct>(counted.body), stock: 2000 }, String(counted.headers.etag)).then(
        (answer) => {
          answered = true;
          return answer;
        },
      );
      const [save] = await Promise.all([saving, orders(), orders(), orders()]);
      expect([200, 412]).toContain(save.statusCode);
      // Saved: no order came between its read and its write (the row is locked, the ETag held), so every
      // order took from 2000; refused: every one took from 1000. Never a save that wipes an order out.
      expect((await stored(9)).stock).toBe((save.statusCode === 200 ? 2000 : 1000) - taken);
    }
  });

  it('an undo of a change recorded before products had stock keeps the stock and rate stored', async () => {
    const first = await read(10);
    const { stock: _stock, vatRate: _rate, ...older } = first.product;
    const recorded = await t.database.db
      .insertInto('product_changes')
      .values({
        product_id: 10,
        by: STAFF,
        action: 'save',
        before: JSON.stringify({ ...older, title: 'Vorher' }),
        after: JSON.stringify(older),
        undoes: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const counted = await put(10, { ...first.product, stock: 6, vatRate: 7 }, first.etag);
    const undone = await t.inject({
      method: 'POST',
      url: adminProductUndoApiPath(10, Number(recorded.id)),
      headers: { ...bearer(), 'if-match': String(counted.headers.etag) },
    });
    expect(undone.statusCode).toBe(200);
    expect(json<AdminProduct>(undone.body)).toMatchObject({ title: 'Vorher', stock: 6, vatRate: 7 });
  });
});
