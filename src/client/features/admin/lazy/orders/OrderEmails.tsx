// The order's emails, oldest first: to whom, whether the mail server took each, and why not yet.
import type { OrderEmail } from '@/contract';
import { languageName } from '@/i18n/format';
import type { Language } from '@/i18n/languages';
import { staffTime } from '../staffFormat';
import { emailName } from './orderText';

function stateOf(email: OrderEmail): string {
  if (email.sentAt) return `Sent ${staffTime(email.sentAt)}`;
  if (email.attempts === 0) return 'Waiting to be sent';
  const tries = `${email.attempts} ${email.attempts === 1 ? 'attempt' : 'attempts'} so far`;
  return `Waiting to be sent (${tries}${email.lastError ? `; last error: ${email.lastError}` : ''})`;
}

interface OrderEmailsProps {
  emails: readonly OrderEmail[];
  /** The language the shopper ordered in. */
  language: Language;
}

export function OrderEmails({ emails, language }: OrderEmailsProps) {
  return (
    <section className="staff-history" aria-labelledby="order-emails-heading">
      <h3 id="order-emails-heading">Emails</h3>
      <p>The shopper’s emails are in {languageName(language, 'en')}, the language they ordered in.</p>
      {emails.length === 0 ? (
        <p>No emails for this order.</p>
      ) : (
        <ul className="staff-history__list">
          {emails.map((email) => (
            <li key={email.id} className="staff-history__change">
              <p>
                <strong>{emailName(email.kind)}</strong> to {email.to}: “{email.subject}”
              </p>
              <p>{stateOf(email)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
