// The emails an order causes, written into the outbox in the order's own transaction: the shopper's
// confirmation (what § 312f BGB asks in text form: the order, the price, the withdrawal terms and the
// model form) and the seller's notice. Plain text and HTML; what the shopper typed is escaped.
import { INVOICE_DAYS, type PlacedOrder, type ShopSettings } from '../../contract';
import { escapeMarkup } from '../http/markupText';
import type { OutgoingMail } from '../mail/outbox';
import { MODEL_WITHDRAWAL_FORM } from './withdrawalForm';
import { formatCents, printedIban } from '../../contract';

export interface OrderMailFacts {
  order: PlacedOrder;
  email: string;
  name: string;
  address: { street: string; postalCode: string; city: string };
  /** The order page's full address, with the access token. */
  orderUrl: string;
}

/** The withdrawal form with the seller's name and address where the law leaves room for them. */
const withdrawalForm = ({ seller }: ShopSettings) =>
  MODEL_WITHDRAWAL_FORM.replace(
    /\[hier ist der Name[^\]]*\]/,
    `${seller.name}, ${seller.street}, ${seller.postalCode} ${seller.city}, ${seller.email}`,
  );

function paymentLines({ order }: OrderMailFacts, { seller }: ShopSettings): string[] {
  if (order.paymentMethod === 'invoice')
    return [
      `Zahlung auf Rechnung: bitte überweisen Sie ${formatCents(order.totalCents)} innerhalb von ${INVOICE_DAYS} Tagen.`,
    ];
  return [
    `Vorkasse: bitte überweisen Sie ${formatCents(order.totalCents)} an ${seller.name}`,
    `IBAN: ${printedIban(seller.iban ?? '')}`,
    `Verwendungszweck: Bestellung ${order.number}`,
  ];
}

/** An email's text, section by section; its HTML shows the same sections. */
export type MailSections = Array<{ heading: string; lines: string[] }>;

/** Each line with its quantity, unit price and amount, then the totals and the VAT per rate. */
export const orderLines = (order: PlacedOrder): string[] => [
  ...order.lines.map(
    (line) =>
      `${line.quantity} × ${line.title} à ${formatCents(line.unitPriceCents)} = ${formatCents(line.quantity * line.unitPriceCents)}`,
  ),
  `Zwischensumme: ${formatCents(order.subtotalCents)}`,
  `Versand: ${formatCents(order.shippingCents)}`,
  `Gesamt: ${formatCents(order.totalCents)}`,
  ...order.vat.map((share) => `enthaltene MwSt. ${share.rate} %: ${formatCents(share.amountCents)}`),
];

/** Where the order goes, as the shopper typed it (Germany only). */
export const deliveryLines = (name: string, address: OrderMailFacts['address']): string[] => [
  name,
  address.street,
  `${address.postalCode} ${address.city}`,
  'Deutschland',
];

/** The seller as every email to a shopper signs it. */
export const sellerLines = ({ seller }: ShopSettings): string[] => [
  seller.name,
  seller.street,
  `${seller.postalCode} ${seller.city}`,
  seller.email,
  ...(seller.vatId ? [`USt-IdNr.: ${seller.vatId}`] : []),
];

function confirmationSections(facts: OrderMailFacts, settings: ShopSettings): MailSections {
  const { order } = facts;
  return [
    {
      heading: `Vielen Dank für Ihre Bestellung ${order.number}`,
      lines: [`Guten Tag ${facts.name},`, 'wir haben Ihre Bestellung erhalten:'],
    },
    { heading: 'Ihre Bestellung', lines: orderLines(order) },
    { heading: 'Zahlung', lines: paymentLines(facts, settings) },
    { heading: 'Lieferanschrift', lines: deliveryLines(facts.name, facts.address) },
    { heading: 'Ihre Bestellung online', lines: [facts.orderUrl] },
    { heading: 'Verkäufer', lines: sellerLines(settings) },
    { heading: 'Widerrufsbelehrung', lines: settings.legal.withdrawal.split('\n') },
    { heading: 'Muster-Widerrufsformular', lines: withdrawalForm(settings).split('\n').slice(1) },
  ];
}

export const asText = (sections: MailSections) =>
  sections.map((section) => [section.heading, '', ...section.lines].join('\n')).join('\n\n');

export const asHtml = (sections: MailSections) =>
  `<!doctype html><html lang="de"><body>${sections
    .map(
      (section) =>
        `<h2>${escapeMarkup(section.heading)}</h2>${section.lines
          .map((line) => `<p>${escapeMarkup(line)}</p>`)
          .join('')}`,
    )
    .join('')}</body></html>`;

export function orderEmails(facts: OrderMailFacts, settings: ShopSettings): OutgoingMail[] {
  const sections = confirmationSections(facts, settings);
  const notice = [
    { heading: `Neue Bestellung ${facts.order.number}`, lines: [`${facts.name} <${facts.email}>`] },
    ...sections.slice(1, 4),
  ];
  return [
    {
      orderNumber: facts.order.number,
      kind: 'order_confirmation',
      to: facts.email,
      subject: `Ihre Bestellung ${facts.order.number} bei ${settings.seller.name}`,
      text: asText(sections),
      html: asHtml(sections),
    },
    {
      orderNumber: facts.order.number,
      kind: 'order_notice',
      to: settings.seller.email,
      subject: `Neue Bestellung ${facts.order.number}: ${formatCents(facts.order.totalCents)}`,
      text: asText(notice),
      html: asHtml(notice),
    },
  ];
}
