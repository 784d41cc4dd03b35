// Two copies of the shop on one database send one outbox: 40 orders placed while the mail server is
// down wait as 80 emails; once it is up, each arrives exactly once in total, counted by Message-ID at
// the server (smtp-server in this process), whichever copy sent it.
import { randomUUID } from 'node:crypto';
import { smtpTransport, type MailTransport } from '@/server/mail/mailTransport';
import { until } from '../../support/eventually';
import { unsentCount } from '../mail/outboxRows';
import { countByMessageId, portOfAServerDown, startMailServer, type Mailbox } from '../support/mailServer';
import { startSecondCopy } from '../support/secondCopy';
import { startTestApp } from '../support/testApp';
import { describeOnEachEngine } from '../support/testDatabase';
import { demoProducts, orderBody, SELLING, setStock, writeSettings } from './sellingShop';

jest.setTimeout(120_000);

const ORDERS = 40;

describeOnEachEngine('two copies of the shop sending one outbox on %s', (engine) => {
  it('deliver each email once in total when the mail server comes up', async () => {
    const port = await portOfAServerDown();
    const sentBy = [0, 0];
    const mailFor = (copy: number) => {
      const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
      const counted: MailTransport = {
        ...transport,
        send: (mail) => transport.send(mail).then(() => void sentBy[copy]!++),
      };
      return { transport: counted, from: 'shop@example.com', intervalMs: 50, retryMaxMs: 200 };
    };
    const first = await startTestApp({ engine, orderRateLimit: 0, mail: mailFor(0) });
    const second = await startSecondCopy(first, { orderRateLimit: 0, mail: mailFor(1) });
    let mailbox: Mailbox | undefined;
    try {
      const { db } = first.database;
      await writeSettings(db, SELLING);
      await setStock(db, demoProducts[0]!.id, 1000);
      const body = JSON.stringify(orderBody([{ productId: demoProducts[0]!.id, quantity: 1 }]));
      for (let n = 0; n < ORDERS; n++) {
        const copy = n % 2 === 0 ? first : second;
        const headers = { 'content-type': 'application/json', 'idempotency-key': randomUUID() };
        expect((await copy.inject({ method: 'POST', url: '/api/orders', headers, payload: body })).statusCode).toBe(
          201,
        );
      }
      expect(await unsentCount(db)).toBe(2 * ORDERS);

      mailbox = await startMailServer({ port });
      await until(async () => (await unsentCount(db)) === 0, Boolean, 100);
      const rows = await db.selectFrom('mail_outbox').select('id').execute();
      await second.close();
      await first.app.close();
      // Both copies have stopped: no send is left in flight to arrive late.
      const counts = countByMessageId(mailbox.received);
      expect([...counts.keys()].sort()).toEqual(rows.map(({ id }) => `<outbox-${id}@localhost>`).sort());
      expect([...counts.values()]).toEqual(Array(2 * ORDERS).fill(1));
      expect(sentBy[0]! + sentBy[1]!).toBe(2 * ORDERS);
      console.log(`${engine}: ${sentBy[0]} emails sent by the first copy, ${sentBy[1]} by the second`);
    } finally {
      await second.close().catch(() => undefined);
      await first.close();
      await mailbox?.close();
    }
  });
});
