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

const place = (t: TestApp, body: unknown, headers: Record<string, string> = {}) =>
  t.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), ...headers },
    payload: JSON.stringify(body),
  });

/** The order's number and the emails about it, once both have arrived. */
async function emailsOf(mailbox: Mailbox, answer: { statusCode: number; body: string }) {
  expect(answer.statusCode).toBe(201);
  const { number, accessToken } = JSON.parse(answer.body) as { number: number; accessToken: string };
  const about = () => mailbox.received.filter((mail) => mail.subject?.includes(` ${number}`));
  await until(() => about().length >= 2);
  const notice = about().find((mail) => mail.to && 'text' in mail.to && mail.to.text === SELLING.seller.email)!;
  const confirmation = about().find((mail) => mail !== notice)!;
  return { number, accessToken, confirmation, notice };
}

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

  it('confirm the order to the shopper with what the law asks, in German when ordered in German, and tell the seller', async () => {
    const product = demoProducts[0]!;
    await setStock(t.database.db, product.id, 5);
    const answer = await place(t, {
      ...orderBody([{ productId: product.id, quantity: 2 }]),
      name: 'Anna <b>Schmidt</b>',
      language: 'de',
    });
    const { number, accessToken, confirmation, notice } = await emailsOf(mailbox, answer);
    expect(confirmation.subject).toBe(`Ihre Bestellung ${number} bei ${SELLING.seller.name}`);
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
    expect(confirmation.html).toContain('<html lang="de">');

    expect(notice.subject).toMatch(new RegExp(`^Neue Bestellung ${number}: `));
  });

  it('speak English to a shopper who ordered in English, with the law’s own German texts, and German to the seller', async () => {
    const answer = await place(t, { ...orderBody([{ productId: demoProducts[0]!.id, quantity: 1 }]), language: 'en' });
    const { number, confirmation, notice } = await emailsOf(mailbox, answer);
    expect(confirmation.subject).toBe(`Your order ${number} at ${SELLING.seller.name}`);
    const text = confirmation.text ?? '';
    for (const part of [
      'Hello Anna Schmidt,',
      '1 × ',
      'Total:',
      'incl. 19 % VAT:',
      `Payment reference: order ${number}`,
      'Right of withdrawal',
      SELLING.legal.withdrawal,
      'Model withdrawal form',
      'Hiermit widerrufe(n) ich/wir (*)',
      'Germany',
    ])
      expect(text).toContain(part);
    expect(text).not.toContain('Gesamt:');
    expect(confirmation.html).toContain('<html lang="en">');
    expect(notice.subject).toMatch(new RegExp(`^Neue Bestellung ${number}: `));
    expect(notice.text).toContain('Gesamt:');
  });

  it('take the language from Accept-Language when the order names none', async () => {
    const body = orderBody([{ productId: demoProducts[0]!.id, quantity: 1 }]);
    const german = await emailsOf(mailbox, await place(t, body, { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' }));
    expect(german.confirmation.subject).toBe(`Ihre Bestellung ${german.number} bei ${SELLING.seller.name}`);
    const other = await emailsOf(mailbox, await place(t, body, { 'accept-language': 'fr-FR,fr' }));
    expect(other.confirmation.subject).toBe(`Your order ${other.number} at ${SELLING.seller.name}`);
  });

  it('refuse a language the shop does not speak, beside its field', async () => {
    const answer = await place(t, { ...orderBody([{ productId: demoProducts[0]!.id, quantity: 1 }]), language: 'fr' });
    expect(answer.statusCode).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({
      problems: [{ field: 'language', message: 'The language is one of en, de.' }],
    });
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
