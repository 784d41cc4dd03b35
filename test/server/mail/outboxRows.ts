// Outbox rows for the sender's tests: an email written as a change writes it, and a row read back.
import type { ShopDb } from '@/server/db/connection';
import { inWriteTransaction } from '@/server/db/writeTransaction';
import { enqueueMail } from '@/server/mail/outbox';

/** Writes one email into the outbox; its row's id. */
export async function writeOneMail(db: ShopDb): Promise<number> {
  await inWriteTransaction(db, (trx) =>
    enqueueMail(trx, [{ kind: 'test', to: 'anna@example.com', subject: 'Hallo', text: 'Hallo', html: '<p>Hallo</p>' }]),
  );
  const row = await db.selectFrom('mail_outbox').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
  return Number(row.id);
}

export const rowOf = (db: ShopDb, id: number) =>
  db
    .selectFrom('mail_outbox')
    .select(['attempts', 'sent_at', 'next_attempt_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

export async function unsentCount(db: ShopDb): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('sent_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
