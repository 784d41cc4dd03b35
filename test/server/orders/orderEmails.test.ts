// The order's emails through a real SMTP server in this process (smtp-server, read with mailparser):
// the shopper's confirmation holds what § 312f BGB asks, the seller gets a notice, what the shopper
// typed is text in the HTML; with the mail server down at first, each arrives once when it comes up.
import { randomUUID } from 'node:crypto';
import { printedIban } from '@/contract/selling';
import { smtpTransport } from '@/server/mail/mailTransport';
import { ShopMetrics } from '@/server/ops/metrics';
import { until } from '../../support/eventually';
import { unsentCount } from '../mail/outboxRows';
import { portOfAServerDown, startMailServer, type Mailbox } from '../support/mailServer';
import { startTestApp, type TestApp } from '../support/testApp';
import { demoProducts, orderBody, SELLING, setStock, writeSettings } from './sellingShop';

jest.setTimeout(90_000);

const place = (t: TestApp, body: unknown) =>
  t.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    payload: JSON.stringify(body),
  });

describe('an order’s emails', () => {
  let mailbox: Mailbox;
  let t: TestApp;
  beforeAll(async () => {
    mailbox = await startMailServer();
    t = await startTestApp({
      orderRateLimit: 0,
      mail: {
        transport: smtpTransport(`smtp://127.0.0.1:${mailbox.port}`),
        from: 'Möbel Muster <shop@example.com>',
        intervalMs: 100,
      },
    });
    await writeSettings(t.database.db, SELLING);
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  it('confirm the order to the shopper with what the law asks, and tell the seller', async () => {
    const product = demoProducts[0]!;
    await setStock(t.database.db, product.id, 5);
    const answer = await place(t, {
      ...orderBody([{ productId: product.id, quantity: 2 }]),
      name: 'Anna <b>Schmidt</b>',
    });
    expect(answer.statusCode).toBe(201);
    const { number, accessToken } = JSON.parse(answer.body) as { number: number; accessToken: string };
    await until(() => mailbox.received.length >= 2);

    const confirmation = mailbox.received.find((mail) => mail.subject?.includes(`Bestellung ${number} bei`))!;
    expect(confirmation).toBeDefined();
    expect(confirmation.to).toMatchObject({ text: 'anna@example.com' });
    expect(confirmation.messageId).toMatch(/^<outbox-\d+@/);
    const text = confirmation.text ?? '';
    for (const part of [
      `2 × `,
      'Gesamt:',
      'enthaltene MwSt. 19 %',
      `IBAN: ${printedIban(SELLING.seller.iban!)}`,
      `Verwendungszweck: Bestellung ${number}`,
      SELLING.seller.name,
      'Widerrufsbelehrung',
      SELLING.legal.withdrawal,
      'Muster-Widerrufsformular',
      'Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag',
      `/orders/${number}?token=${accessToken}`,
    ])
      expect(text).toContain(part);
    expect(confirmation.html).toContain('Anna &lt;b&gt;Schmidt&lt;/b&gt;');
    expect(confirmation.html).not.toContain('<b>Schmidt</b>');

    const notice = mailbox.received.find((mail) => mail.subject?.startsWith(`Neue Bestellung ${number}`));
    expect(notice?.to).toMatchObject({ text: SELLING.seller.email });
  });
});

describe('with the mail server down when the order is placed', () => {
  it('delivers each email once after the server comes up, and counts the attempts', async () => {
    const port = await portOfAServerDown();
    const metrics = new ShopMetrics();
    const figure = async (name: string) => (await metrics.registry.getSingleMetricAsString(name)).split(' ').at(-1);
    const t = await startTestApp({
      metrics,
      orderRateLimit: 0,
      mail: {
        transport: smtpTransport(`smtp://127.0.0.1:${port}`),
        from: 'shop@example.com',
        intervalMs: 100,
        retryMaxMs: 200,
      },
    });
    try {
      await writeSettings(t.database.db, SELLING);
      expect((await place(t, orderBody([{ productId: demoProducts[1]!.id, quantity: 1 }]))).statusCode).toBe(201);
      // The first attempt failed and is recorded; then the server comes up on that port.
      await until(async () => {
        const row = await t.database.db.selectFrom('mail_outbox').select('attempts').executeTakeFirst();
        return Number(row?.attempts ?? 0) >= 1;
      });
      expect(await figure('shop_mail_pending')).toBe('2');
      expect(Number(await figure('shop_mail_failed_attempts_total'))).toBeGreaterThanOrEqual(1);
      const mailbox = await startMailServer({ port });
      try {
        await until(async () => (await unsentCount(t.database.db)) === 0, Boolean, 200);
        expect(mailbox.received).toHaveLength(2);
        expect(new Set(mailbox.received.map((mail) => mail.messageId)).size).toBe(2);
        expect(await figure('shop_mail_sent_total')).toBe('2');
        expect(await figure('shop_mail_pending')).toBe('0');
      } finally {
        await mailbox.close();
      }
    } finally {
      await t.close();
    }
  });
});
