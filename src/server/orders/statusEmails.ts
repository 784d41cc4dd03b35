// The shopper's notice of a staff change of their order (docs/staff.md, "Orders"): shipped (with the
// tracking number when given) and cancelled, built from the confirmation's pieces (orderEmails.ts) and
// written into the outbox in the change's own transaction. Other moves send nothing.
import type { OrderStatus, ShopSettings } from '../../contract';
import type { OutgoingMail } from '../mail/outbox';
import { asHtml, asText, deliveryLines, orderLines, sellerLines, type MailSections } from './orderEmails';
import { placedOrderOf, type StoredOrder } from './orderReads';

export interface StatusMailFacts {
  /** The order as it is after the change. */
  order: StoredOrder;
  /** Its status before: a cancel of a paid order promises the money back. */
  from: OrderStatus;
  /** The order page's full address, with the access token. */
  orderUrl: string;
}

function shippedSections({ order, orderUrl }: StatusMailFacts, settings: ShopSettings): MailSections {
  return [
    {
      heading: `Ihre Bestellung ${order.number} ist unterwegs`,
      lines: [
        `Guten Tag ${order.name},`,
        'wir haben Ihre Bestellung heute an Sie verschickt.',
        ...(order.trackingNumber ? [`Sendungsnummer: ${order.trackingNumber}`] : []),
      ],
    },
    { heading: 'Lieferanschrift', lines: deliveryLines(order.name, order.address) },
    { heading: 'Ihre Bestellung online', lines: [orderUrl] },
    { heading: 'Verkäufer', lines: sellerLines(settings) },
  ];
}

function cancelledSections({ order, from, orderUrl }: StatusMailFacts, settings: ShopSettings): MailSections {
  return [
    {
      heading: `Ihre Bestellung ${order.number} wurde storniert`,
      lines: [
        `Guten Tag ${order.name},`,
        'wir haben Ihre Bestellung storniert; sie wird nicht geliefert.',
        from === 'paid'
          ? 'Ihre Zahlung erstatten wir Ihnen in den nächsten Tagen.'
          : 'Bitte zahlen Sie für diese Bestellung nichts.',
      ],
    },
    { heading: 'Stornierte Bestellung', lines: orderLines(placedOrderOf(order)) },
    { heading: 'Ihre Bestellung online', lines: [orderUrl] },
    { heading: 'Verkäufer', lines: sellerLines(settings) },
  ];
}

/** The shopper's email for a change to the order's current status; none for a move that tells them nothing. */
export function statusEmails(facts: StatusMailFacts, settings: ShopSettings): OutgoingMail[] {
  const { order } = facts;
  const sections =
    order.status === 'shipped'
      ? shippedSections(facts, settings)
      : order.status === 'cancelled'
        ? cancelledSections(facts, settings)
        : undefined;
  if (!sections) return [];
  return [
    {
      orderNumber: order.number,
      kind: order.status,
      to: order.email,
      subject: `${sections[0]!.heading} (${settings.seller.name})`,
      text: asText(sections),
      html: asHtml(sections),
    },
  ];
}
