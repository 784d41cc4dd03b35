// The shopper's notice of a staff change of their order (docs/staff.md, "Orders"): shipped (with the
// tracking number when given) and cancelled, in the language they ordered in, built from the
// confirmation's pieces (orderEmails.ts) and written into the outbox in the change's own transaction.
// Other moves send nothing.
import type { I18n } from '@lingui/core';
import type { OrderStatus, ShopSettings } from '../../contract';
import { i18nFor } from '../i18n/serverI18n';
import type { OutgoingMail } from '../mail/outbox';
import {
  asHtml,
  asText,
  deliveryLines,
  greeting,
  orderLines,
  sectionHeadings,
  closingSections,
  type MailSections,
} from './orderEmails';
import { placedOrderOf, type StoredOrder } from './orderReads';

export interface StatusMailFacts {
  /** The order as it is after the change. */
  order: StoredOrder;
  /** Its status before: a cancel of a paid order promises the money back. */
  from: OrderStatus;
  /** The order page's full address, with the access token. */
  orderUrl: string;
}

function shippedSections(i18n: I18n, { order, orderUrl }: StatusMailFacts, settings: ShopSettings): MailSections {
  return [
    {
      heading: i18n._({
        id: 'mail.shipped.heading',
        message: 'Your order {number} is on its way',
        values: { number: String(order.number) },
      }),
      lines: [
        greeting(i18n, order.name),
        i18n._({ id: 'mail.shipped.sent', message: 'We sent your order to you today.' }),
        ...(order.trackingNumber
          ? [
              i18n._({
                id: 'mail.shipped.tracking',
                message: 'Tracking number: {trackingNumber}',
                values: { trackingNumber: order.trackingNumber },
              }),
            ]
          : []),
      ],
    },
    { heading: sectionHeadings(i18n).delivery, lines: deliveryLines(i18n, order.name, order.address) },
    ...closingSections(i18n, orderUrl, settings),
  ];
}

function cancelledSections(
  i18n: I18n,
  { order, from, orderUrl }: StatusMailFacts,
  settings: ShopSettings,
): MailSections {
  return [
    {
      heading: i18n._({
        id: 'mail.cancelled.heading',
        message: 'Your order {number} has been cancelled',
        values: { number: String(order.number) },
      }),
      lines: [
        greeting(i18n, order.name),
        i18n._({
          id: 'mail.cancelled.notDelivered',
          message: 'We have cancelled your order; it will not be delivered.',
        }),
        from === 'paid'
          ? i18n._({ id: 'mail.cancelled.refund', message: 'We will refund your payment within the next few days.' })
          : i18n._({ id: 'mail.cancelled.nothingToPay', message: 'Please do not pay anything for this order.' }),
      ],
    },
    {
      heading: i18n._({ id: 'mail.section.cancelledOrder', message: 'Cancelled order' }),
      lines: orderLines(i18n, placedOrderOf(order)),
    },
    ...closingSections(i18n, orderUrl, settings),
  ];
}

/** The shopper's email for a change to the order's current status; none for a move that tells them nothing. */
export function statusEmails(facts: StatusMailFacts, settings: ShopSettings): OutgoingMail[] {
  const { order } = facts;
  const i18n = i18nFor(order.language);
  const sections =
    order.status === 'shipped'
      ? shippedSections(i18n, facts, settings)
      : order.status === 'cancelled'
        ? cancelledSections(i18n, facts, settings)
        : undefined;
  if (!sections) return [];
  const letter = { language: order.language, sections };
  return [
    {
      orderNumber: order.number,
      kind: order.status,
      to: order.email,
      subject: `${sections[0]!.heading} (${settings.seller.name})`,
      text: asText(letter),
      html: asHtml(letter),
    },
  ];
}
