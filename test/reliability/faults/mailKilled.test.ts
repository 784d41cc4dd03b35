// The real shop (a child process) with its mail server down: orders are taken and /readyz stays ready
// while /metrics counts the waiting emails and the failed attempts. The shop is killed (SIGKILL) with
// the emails committed but unsent; started again with the mail server up, it sends each outbox row
// exactly once, matched by Message-ID at the server (smtp-server in this process).
import { randomUUID } from 'node:crypto';
import { until } from '../../support/eventually';
import { parseMetrics, sampleValue } from '../../support/prometheusText';
import { NO_EMULATOR_ENV, startShop, type RunningShop } from '../../support/shopProcess';
import { unsentCount } from '../../server/mail/outboxRows';
import { demoProducts, orderBody, SELLING, setStock, writeSettings } from '../../server/orders/sellingShop';
import { countByMessageId, portOfAServerDown, startMailServer } from '../../server/support/mailServer';
import {
  databaseEnv,
  describeOnEachEngine,
  openSeededDatabase,
  type TestDatabase,
} from '../../server/support/testDatabase';

jest.setTimeout(180_000);

const ORDERS = 3;

async function figures(shop: RunningShop) {
  const url = /Metrics at (http:\/\/\S+\/metrics)/.exec(shop.output())![1]!;
  const samples = parseMetrics(await (await fetch(url)).text());
  const figure = (name: string) => sampleValue(samples, name) ?? 0;
  return {
    sent: figure('shop_mail_sent_total'),
    failed: figure('shop_mail_failed_attempts_total'),
    pending: figure('shop_mail_pending'),
  };
}

describeOnEachEngine('the shop killed with emails unsent, on %s', (engine) => {
  let database: TestDatabase;
  const shops: RunningShop[] = [];
  afterAll(async () => {
    for (const shop of shops) if (shop.child.exitCode === null) shop.child.kill('SIGKILL');
    await database?.dispose();
  });

  it('sends each after the restart, once', async () => {
    database = await openSeededDatabase(engine);
    await writeSettings(database.db, SELLING);
    await setStock(database.db, demoProducts[0]!.id, 10);
    const port = await portOfAServerDown();
    const env = {
      ...NO_EMULATOR_ENV,
      ...databaseEnv(database.target),
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_RETRY_MAX: '1',
      METRICS_PORT: '0',
      PUBLIC_URL: 'https://shop.example',
      ORDER_RATE_LIMIT: '0',
    };
    const first = await startShop({ env });
    shops.push(first);
    for (let n = 0; n < ORDERS; n++) {
      const response = await fetch(`${first.url}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify(orderBody([{ productId: demoProducts[0]!.id, quantity: 1 }])),
      });
      expect(response.status).toBe(201);
    }
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
    const down = await until(
      () => figures(first),
      ({ failed }) => failed >= 1,
    );
    expect(down).toMatchObject({ sent: 0, pending: 2 * ORDERS });
    first.child.kill('SIGKILL');
    await first.exited;

    const mailbox = await startMailServer({ port });
    try {
      const second = await startShop({ env });
      shops.push(second);
      await until(async () => (await unsentCount(database.db)) === 0, Boolean, 100);
      expect(await figures(second)).toMatchObject({ sent: 2 * ORDERS, pending: 0 });
      await second.stop();
      const rows = await database.db.selectFrom('mail_outbox').select('id').execute();
      const counts = countByMessageId(mailbox.received);
      expect([...counts.keys()].sort()).toEqual(rows.map(({ id }) => `<outbox-${id}@shop.example>`).sort());
      expect([...counts.values()]).toEqual(Array(2 * ORDERS).fill(1));
    } finally {
      await mailbox.close();
    }
  });
});
