// Two copies of the shop on one database, SQLite file or PostgreSQL (docs/orders.md): the same Idempotency-Key sent to both at
// once makes one order, and the last item sells once across them. Each copy has its own connections.
import { randomUUID } from 'node:crypto';
import { startSecondCopy, type SecondCopy } from '../support/secondCopy';
import { startTestApp, type TestApp } from '../support/testApp';
import { describeOnEachEngine } from '../support/testDatabase';
import { demoProducts, orderBody, SELLING, setStock, stockOf, writeSettings } from './sellingShop';

jest.setTimeout(60_000);

describeOnEachEngine('two copies of the shop on one %s database', (engine) => {
  let first: TestApp;
  let second: SecondCopy;

  beforeAll(async () => {
    first = await startTestApp({ engine, orderRateLimit: 0 });
    second = await startSecondCopy(first, { orderRateLimit: 0 });
    await writeSettings(first.database.db, SELLING);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const post = (copy: number, body: unknown, key: string) => {
    const request = {
      method: 'POST',
      url: '/api/orders',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      payload: JSON.stringify(body),
    };
    return copy === 0 ? first.inject(request) : second.inject(request);
  };

  it('make one order of one key sent to both at once', async () => {
    const [product] = demoProducts;
    await setStock(first.database.db, product!.id, 100);
    const key = randomUUID();
    const body = orderBody([{ productId: product!.id, quantity: 3 }]);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => post(index % 2, body, key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((answer) => (JSON.parse(answer.body) as { number: number }).number)).size).toBe(1);
    expect(await stockOf(first.database.db, product!.id)).toBe(97);
  });

  it('sell the last item once across both', async () => {
    const [, product] = demoProducts;
    await setStock(first.database.db, product!.id, 1);
    const body = orderBody([{ productId: product!.id, quantity: 1 }]);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => post(index % 2, body, randomUUID())));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(19);
    expect(await stockOf(first.database.db, product!.id)).toBe(0);
  });
});
