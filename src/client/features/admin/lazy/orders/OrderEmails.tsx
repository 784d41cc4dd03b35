// The order's emails, oldest first: to whom, whether the mail server took each, and why not yet.
import type { OrderEmail } from '@/contract';
import { BUILD_LANGUAGE } from '@/client/i18n/buildLanguage';
import * as i18n from '@/client/i18n/i18n';
import { languageName } from '@/i18n/format';
import type { Language } from '@/i18n/languages';
import { staffTime } from '../staffFormat';
import { emailName } from './orderText';

function stateOf(email: OrderEmail): string {
  if (email.sentAt)
    return i18n._({
      id: 'staff.orders.emails.sent',
      message: 'Sent {time}',
      values: { time: staffTime(email.sentAt) },
    });
  if (email.attempts === 0) return i18n._({ id: 'staff.orders.emails.waiting', message: 'Waiting to be sent' });
  const tries = i18n._({
    id: 'staff.orders.emails.attempts',
    message: '{count, plural, one {# attempt so far} other {# attempts so far}}',
    values: { count: email.attempts },
  });
  return email.lastError
    ? i18n._({
        id: 'staff.orders.emails.waitingAfterError',
        message: 'Waiting to be sent ({tries}; last error: {error})',
        values: { tries, error: email.lastError },
      })
    : i18n._({
        id: 'staff.orders.emails.waitingAfterTries',
        message: 'Waiting to be sent ({tries})',
        values: { tries },
      });
}

interface OrderEmailsProps {
  emails: readonly OrderEmail[];
  /** The language the shopper ordered in. */
  language: Language;
}

export function OrderEmails({ emails, language }: OrderEmailsProps) {
  return (
    <section className="staff-history" aria-labelledby="order-emails-heading">
      <h3 id="order-emails-heading">{i18n._({ id: 'staff.orders.emails.heading', message: 'Emails' })}</h3>
      <p>
        {i18n._({
          id: 'staff.orders.emails.language',
          message: 'The shopper’s emails are in {language}, the language they ordered in.',
          values: { language: languageName(language, BUILD_LANGUAGE) },
        })}
      </p>
      {emails.length === 0 ? (
        <p>{i18n._({ id: 'staff.orders.emails.none', message: 'No emails for this order.' })}</p>
      ) : (
        <ul className="staff-history__list">
          {emails.map((email) => (
            <li key={email.id} className="staff-history__change">
              <p>
                <strong>{emailName(email.kind)}</strong>{' '}
                {i18n._({
                  id: 'staff.orders.emails.recipient',
                  message: 'to {to}: “{subject}”',
                  values: { to: email.to, subject: email.subject },
                })}
              </p>
              <p>{stateOf(email)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
