// A shop started with the mail server down, then the server started: every waiting email arrives within
// two minutes (75 s at most: the longest backoff and one pass), each once. The sender runs on a clock of
// the test's own, one pass per 15 s as its timer would, so the minutes pass without being waited for;
// the mail server is a real one in this process.
import { MailSender } from '@/server/mail/mailSender';
import { smtpTransport } from '@/server/mail/mailTransport';
import { countByMessageId, portOfAServerDown, startMailServer, type Mailbox } from '../support/mailServer';
import { describeOnEachEngine, openSeededDatabase, type TestDatabase } from '../support/testDatabase';
import { unsentCount, writeOneMail } from './outboxRows';

jest.setTimeout(60_000);

/** The sender's own timer without a nudge (mailSender.ts). */
const PASS_EVERY_MS = 15_000;
const EMAILS = 6;

describeOnEachEngine('the mail server started after the shop, on %s', (engine) => {
  let database: TestDatabase;
  let mailbox: Mailbox | undefined;
  beforeEach(async () => {
    database = await openSeededDatabase(engine);
  });
  afterEach(async () => {
    await mailbox?.close();
    mailbox = undefined;
    await database.dispose();
  });

  // Up at once, during the backoff's growth, and long after it reached its ceiling of a minute.
  it.each([1_000, 37_000, 30 * 60_000 + 2_000])(
    '%i ms after: every email within two minutes, once',
    async (upAfter) => {
      const port = await portOfAServerDown();
      for (let n = 0; n < EMAILS; n++) await writeOneMail(database.db);
      const start = Date.now();
      let now = start;
      const sender = new MailSender({
        db: database.db,
        transport: smtpTransport(`smtp://127.0.0.1:${port}`),
        from: 'shop@example.com',
        host: 'shop.test',
        clock: () => now,
        log: { warn: () => undefined },
      });
      try {
        for (; (await unsentCount(database.db)) > 0; now += PASS_EVERY_MS) {
          if (!mailbox && now >= start + upAfter) mailbox = await startMailServer({ port });
          await sender.sendDue();
          expect(now - start).toBeLessThan(upAfter + 10 * 60_000);
        }
      } finally {
        await sender.stop();
      }
      const lastArrival = now - PASS_EVERY_MS;
      // Within the longest backoff (a minute) and one pass: well inside the two minutes promised.
      expect(lastArrival - (start + upAfter)).toBeLessThanOrEqual(60_000 + PASS_EVERY_MS);
      expect([...countByMessageId(mailbox!.received).values()]).toEqual(Array(EMAILS).fill(1));
    },
  );
});
