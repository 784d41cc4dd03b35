// Sends the outbox (outbox.ts) in the background. Each due row is claimed alone in a short write
// transaction (PostgreSQL: `for update skip locked`, so two copies never claim one row; SQLite: the
// file's one writer) for a lease that this copy renews while the send is in flight, so no other copy
// takes a row being sent however long the mail server takes; a killed copy's lease lapses and another
// copy (or the restart) sends the row. A failure is retried with backoff, at most `retryMaxMs` apart.
import { sql } from 'kysely';
import type { ShopDb } from '../db/connection';
import { isSqlite } from '../db/dialect';
import { inWriteTransaction } from '../db/writeTransaction';
import type { MailTransport } from './mailTransport';

/** How long a claim lasts unless renewed: a killed copy's row waits this long before another sends it. */
const CLAIM_MS = 30_000;
/** The promise: a failed email is tried again at least once a minute (MAIL_RETRY_MAX). */
const DEFAULT_RETRY_MAX_MS = 60_000;
const POLL_MS = 15_000;
/** After failure n: 5 s, 10 s, 20 s, 40 s, then every `max`. */
const backoffMs = (attempts: number, max: number) => Math.min(max, 5_000 * 2 ** Math.max(0, attempts - 1));

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
  /** How often the sender looks for due mail without a nudge (default 15 s, never above retryMaxMs). */
  intervalMs?: number;
  /** The longest wait between attempts at one email (MAIL_RETRY_MAX; default a minute). */
  retryMaxMs?: number;
  /** How long a claim lasts unless renewed (default 30 s; renewed every third of it). */
  claimMs?: number;
  /** Milliseconds since the epoch; tests run the schedule on a clock of their own. */
  clock?: () => number;
  figures?: MailFigures;
  log: { warn(object: object, message: string): void };
}

type Row = { id: number; recipient: string; subject: string; text: string; html: string; attempts: number };

export class MailSender {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private again = false;
  private readonly now: () => number;
  private readonly claimMs: number;
  private readonly retryMaxMs: number;

  constructor(private readonly options: MailSenderOptions) {
    this.now = options.clock ?? Date.now;
    this.claimMs = options.claimMs ?? CLAIM_MS;
    this.retryMaxMs = options.retryMaxMs ?? DEFAULT_RETRY_MAX_MS;
  }

  start(): void {
    this.timer = setInterval(() => this.nudge(), Math.min(this.options.intervalMs ?? POLL_MS, this.retryMaxMs));
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

  /**
   * One pass: claims and sends due rows one by one; the number sent. A failure ends the pass: the mail
   * server is likely down, and each further row would only wait out its timeouts too.
   */
  async sendDue(): Promise<number> {
    let sent = 0;
    for (let row = await this.claim(); row; row = await this.claim()) {
      if (!(await this.sendOne(row))) break;
      sent++;
    }
    return sent;
  }

  private claim(): Promise<Row | undefined> {
    const { db } = this.options;
    return inWriteTransaction(db, async (trx) => {
      const now = this.now();
      let due = trx
        .selectFrom('mail_outbox')
        .select(['id', 'recipient', 'subject', 'text', 'html', 'attempts'])
        .where('sent_at', 'is', null)
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .limit(1);
      if (!isSqlite(db)) due = due.modifyEnd(sql`for update skip locked`);
      const row = await due.executeTakeFirst();
      if (!row) return undefined;
      await trx
        .updateTable('mail_outbox')
        .set({ next_attempt_at: now + this.claimMs })
        .where('id', '=', row.id)
        .execute();
      return { ...row, id: Number(row.id), attempts: Number(row.attempts) };
    });
  }

  /** Keeps the claim on a row while its send is in flight; the release waits for a renewal under way. */
  private holdClaim(id: number): () => Promise<unknown> {
    let renewing: Promise<unknown> = Promise.resolve();
    const renew = setInterval(() => {
      renewing = this.options.db
        .updateTable('mail_outbox')
        .set({ next_attempt_at: this.now() + this.claimMs })
        .where('id', '=', id)
        .where('sent_at', 'is', null)
        .execute()
        .catch((error: unknown) => this.options.log.warn({ err: error, mail: id }, 'a mail claim was not renewed'));
    }, this.claimMs / 3);
    return () => {
      clearInterval(renew);
      return renewing;
    };
  }

  private async sendOne(row: Row): Promise<boolean> {
    const { db, transport, from, host, figures } = this.options;
    const release = this.holdClaim(row.id);
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
      await release();
      figures?.failed();
      const attempts = row.attempts + 1;
      this.options.log.warn({ err: error, mail: row.id, attempts }, 'an email could not be sent; it is retried');
      await db
        .updateTable('mail_outbox')
        .set({
          attempts,
          next_attempt_at: this.now() + backoffMs(attempts, this.retryMaxMs),
          last_error: String(error).slice(0, 500),
        })
        .where('id', '=', row.id)
        .execute();
      return false;
    }
    await release();
    figures?.sent();
    await db
      .updateTable('mail_outbox')
      .set({ sent_at: this.now(), attempts: row.attempts + 1, last_error: null })
      .where('id', '=', row.id)
      .execute();
    return true;
  }
}
