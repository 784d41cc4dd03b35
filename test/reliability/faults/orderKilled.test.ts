// An order answered 201 survives SIGKILL of the shop right after the answer (a crash, an OOM kill):
// the embedded SQLite file, opened afresh after the kill, holds the order, its lines and the stock it
// took. (PostgreSQL keeps a committed transaction in its own server, which the kill does not touch.)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { prepareDatabase } from '@/server/catalog/prepareDatabase';
import { openSqlite } from '@/server/db/connection';
import { NO_EMULATOR_ENV, startShop, type RunningShop } from '../../support/shopProcess';
import { demoProducts, orderBody, SELLING, setStock, writeSettings } from '../../server/orders/sellingShop';

jest.setTimeout(180_000);

let dir: string;
let shop: RunningShop | undefined;
afterAll(() => {
  if (shop?.child.exitCode === null) shop.child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

it('keeps an order answered 201 through a SIGKILL right after the answer', async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'shop-order-killed-'));
  const file = path.join(dir, 'shop.sqlite');
  const product = demoProducts[0]!;
  const setup = openSqlite(file);
  await prepareDatabase(setup);
  await writeSettings(setup, SELLING);
  await setStock(setup, product.id, 5);
  await setup.destroy();

  shop = await startShop({ env: { ...NO_EMULATOR_ENV, SQLITE_FILE: file, ORDER_RATE_LIMIT: '0' } });
  const response = await fetch(`${shop.url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify(orderBody([{ productId: product.id, quantity: 2 }])),
  });
  shop.child.kill('SIGKILL');
  expect(response.status).toBe(201);
  const { number } = (await response.json()) as { number: number };
  await shop.exited;

  const after = openSqlite(file);
  try {
    const order = await after
      .selectFrom('orders')
      .select(['number', 'total_cents'])
      .where('number', '=', number)
      .executeTakeFirst();
    expect(order).toBeDefined();
    const lines = await after.selectFrom('order_lines').selectAll().where('order_number', '=', number).execute();
    expect(lines).toEqual([expect.objectContaining({ product_id: product.id, quantity: 2 })]);
    const stock = await after
      .selectFrom('products')
      .select('stock')
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(stock.stock).toBe(3);
  } finally {
    await after.destroy();
  }
});
