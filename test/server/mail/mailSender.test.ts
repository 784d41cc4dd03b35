// The outbox's sender against a real SMTP server in the test process, on each database: a message the
// server took while the connection dropped before its answer (a lost acknowledgement) is sent again
// with the same Message-ID, and a row being sent by one copy is not taken by another, however long the
// mail server takes, because the first copy renews its claim until the send is over.
import { openDatabase, type ShopDb } from '@/server/db/connection';
import { MailSender, type MailSenderOptions } from '@/server/mail/mailSender';
import { smtpTransport } from '@/server/mail/mailTransport';
import { until } from '../../support/eventually';
import { countByMessageId, startMailServer, type Mailbox } from '../support/mailServer';
import { describeOnEachEngine, openSeededDatabase, type TestDatabase } from '../support/testDatabase';
import { rowOf, writeOneMail } from './outboxRows';

jest.setTimeout(60_000);

const quiet = { warn: () => undefined };

describeOnEachEngine('the mail sender on %s', (engine) => {
  let database: TestDatabase;
  let mailbox: Mailbox | undefined;
  const senders: MailSender[] = [];
  const senderFor = (db: ShopDb, options: Partial<MailSenderOptions> = {}) => {
    const url = `smtp://127.0.0.1:${mailbox!.port}`;
    const sender = new MailSender({
      db,
      transport: smtpTransport(url),
      from: 'shop@example.com',
      host: 'shop.test',
      log: quiet,
      ...options,
    });
    senders.push(sender);
    return sender;
  };
  beforeEach(async () => {
    database = await openSeededDatabase(engine);
  });
  afterEach(async () => {
    await Promise.all(senders.splice(0).map((sender) => sender.stop()));
    await mailbox?.close();
    await database.dispose();
  });

  it('sends again with the same Message-ID when the acknowledgement was lost, and records it sent once', async () => {
    const dropped = new Set<string>();
    mailbox = await startMailServer({
      // The first time the server reads a message it drops the connection instead of answering 250.
      afterData: (mail) => (dropped.has(mail.messageId!) ? 'accept' : (dropped.add(mail.messageId!), 'drop')),
    });
    let now = 0;
    const failures: number[] = [];
    const sender = senderFor(database.db, {
      clock: () => now,
      figures: { sent: () => undefined, failed: () => failures.push(now) },
    });
    const id = await writeOneMail(database.db);
    now = Date.now();

    expect(await sender.sendDue()).toBe(0);
    expect(failures).toHaveLength(1);
    const failed = await rowOf(database.db, id);
    expect([failed.sent_at, Number(failed.next_attempt_at)]).toEqual([null, now + 5_000]);
    now += 5_000;
    expect(await sender.sendDue()).toBe(1);

    expect(mailbox.received.map((mail) => mail.messageId)).toEqual([
      `<outbox-${id}@shop.test>`,
      `<outbox-${id}@shop.test>`,
    ]);
    const row = await rowOf(database.db, id);
    expect(Number(row.attempts)).toBe(2);
    expect(row.sent_at).not.toBeNull();
    expect(await sender.sendDue()).toBe(0);
    expect(mailbox.received).toHaveLength(2);
  });

  it('leaves a row being sent by one copy to it, however long the mail server takes', async () => {
    let answer!: () => void;
    const answered = new Promise<'accept'>((resolve) => (answer = () => resolve('accept')));
    mailbox = await startMailServer({ afterData: () => answered });
    const otherCopy = openDatabase(database.target);
    try {
      // Claims lasting 300 ms, so the wait below outlasts several of them.
      const first = senderFor(database.db, { claimMs: 300 });
      const second = senderFor(otherCopy, { claimMs: 300 });
      const id = await writeOneMail(database.db);
      const firstPass = first.sendDue();
      await until(() => mailbox!.received.length === 1);

      // The server holds its answer while the other copy keeps looking for due mail, until the first
      // copy's claim has been renewed past its first end (or the other copy took the row).
      const claimedUntil = new Set<number>();
      await until(async () => {
        second.nudge();
        claimedUntil.add(Number((await rowOf(database.db, id)).next_attempt_at));
        return mailbox!.received.length > 1 || claimedUntil.size >= 5;
      });
      expect(mailbox.received).toHaveLength(1);

      answer();
      expect(await firstPass).toBe(1);
      expect(await second.sendDue()).toBe(0);
      expect([...countByMessageId(mailbox.received).values()]).toEqual([1]);
    } finally {
      await otherCopy.destroy();
    }
  });
});
