// Sends the outbox (outbox.ts) in the background: due rows are claimed for a while in a short write
// transaction (PostgreSQL: `for update skip locked`, so two copies never claim one row; SQLite: the
// file's one writer), sent, and marked sent; a failure is retried with backoff, at least once a minute,
// also after a restart. A claim outlives the send's timeout, so no other copy takes a row being sent.
import { sql } from 'kysely';
import type { ShopDb } from '../db/connection';
import { isSqlite } from '../db/dialect';
import { inWriteTransaction } from '../db/writeTransaction';
import type { MailTransport } from './mailTransport';

/** A claim lasts longer than an attempt may (the transport's timeouts), so no copy sends a row twice. */
const CLAIM_MS = 120_000;
const BATCH = 20;
/** After failure n: 5 s, 10 s, 20 s, 40 s, then every minute. */
const backoffMs = (attempts: number) => Math.min(60_000, 5_000 * 2 ** Math.max(0, attempts - 1));

interface MailFigures {
  sent(): void;
  failed(): void;
}

export interface MailSenderOptions {
  db: ShopDb;
  transport: MailTransport;
  from: string;
  /** The host part of Message-IDs: the shop's own name. */
  host: string;
  /** How often the sender looks for due mail without a nudge. */
  intervalMs?: number;
  figures?: MailFigures;
  log: { warn(object: object, message: string): void };
}

type Row = { id: number; recipient: string; subject: string; text: string; html: string; attempts: number };

export class MailSender {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private again = false;

  constructor(private readonly options: MailSenderOptions) {}

  start(): void {
    this.timer = setInterval(() => this.nudge(), this.options.intervalMs ?? 15_000);
    this.timer.unref();
    this.nudge();
  }

  /** Sends what is due soon (after a change wrote mail); passes run one at a time. */
  nudge(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.sendDue()
      .catch((error: unknown) => this.options.log.warn({ err: error }, 'the mail sender could not read the outbox'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.nudge();
        }
      });
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
    this.options.transport.close();
  }

  /** One pass: claims the due rows and sends each; the number sent. */
  async sendDue(): Promise<number> {
    let sent = 0;
    for (let rows = await this.claim(); rows.length > 0; rows = await this.claim())
      for (const row of rows) if (await this.sendOne(row)) sent++;
    return sent;
  }

  private claim(): Promise<Row[]> {
    const { db } = this.options;
    return inWriteTransaction(db, async (trx) => {
      const now = Date.now();
      let due = trx
        .selectFrom('mail_outbox')
        .select(['id', 'recipient', 'subject', 'text', 'html', 'attempts'])
        .where('sent_at', 'is', null)
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .limit(BATCH);
      if (!isSqlite(db)) due = due.modifyEnd(sql`for update skip locked`);
      const rows = await due.execute();
      if (rows.length === 0) return [];
      await trx
        .updateTable('mail_outbox')
        .set({ next_attempt_at: now + CLAIM_MS })
        .where(
          'id',
          'in',
          rows.map((row) => row.id),
        )
        .execute();
      return rows.map((row) => ({ ...row, id: Number(row.id), attempts: Number(row.attempts) }));
    });
  }

  private async sendOne(row: Row): Promise<boolean> {
    const { db, transport, from, host, figures } = this.options;
    try {
      await transport.send({
        from,
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        html: row.html,
        messageId: `<outbox-${row.id}@${host}>`,
      });
    } catch (error) {
      figures?.failed();
      const attempts = row.attempts + 1;
      this.options.log.warn({ err: error, mail: row.id, attempts }, 'an email could not be sent; it is retried');
      await db
        .updateTable('mail_outbox')
        .set({ attempts, next_attempt_at: Date.now() + backoffMs(attempts), last_error: String(error).slice(0, 500) })
        .where('id', '=', row.id)
        .execute();
      return false;
    }
    figures?.sent();
    await db
      .updateTable('mail_outbox')
      .set({ sent_at: Date.now(), attempts: row.attempts + 1, last_error: null })
      .where('id', '=', row.id)
      .execute();
    return true;
  }
}
