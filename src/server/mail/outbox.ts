// The transactional outbox (docs/orders.md, "Emails"): an email is a row written in the transaction of
// the change that causes it, so it exists exactly when the change does; mailSender.ts sends it later.
import type { Trx } from '../db/writeTransaction';

export interface OutgoingMail {
  /** The order it is about, if any (the staff's order screen lists its emails). */
  orderNumber?: number;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export async function enqueueMail(trx: Trx, mails: readonly OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  const now = Date.now();
  await trx
    .insertInto('mail_outbox')
    .values(
      mails.map((mail) => ({
        order_number: mail.orderNumber ?? null,
        kind: mail.kind,
        recipient: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        created_at: now,
        next_attempt_at: now,
      })),
    )
    .execute();
}
