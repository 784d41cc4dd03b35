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

/** The confirmation's text, section by section; the HTML shows the same sections. */
function confirmationSections(
  facts: OrderMailFacts,
  settings: ShopSettings,
): Array<{ heading: string; lines: string[] }> {
  const { order } = facts;
  const { seller } = settings;
  return [
    {
      heading: `Vielen Dank für Ihre Bestellung ${order.number}`,
      lines: [`Guten Tag ${facts.name},`, 'wir haben Ihre Bestellung erhalten:'],
    },
    {
      heading: 'Ihre Bestellung',
      lines: [
        ...order.lines.map(
          (line) =>
            `${line.quantity} × ${line.title} à ${formatCents(line.unitPriceCents)} = ${formatCents(line.quantity * line.unitPriceCents)}`,
        ),
        `Zwischensumme: ${formatCents(order.subtotalCents)}`,
        `Versand: ${formatCents(order.shippingCents)}`,
        `Gesamt: ${formatCents(order.totalCents)}`,
        ...order.vat.map((share) => `enthaltene MwSt. ${share.rate} %: ${formatCents(share.amountCents)}`),
      ],
    },
    { heading: 'Zahlung', lines: paymentLines(facts, settings) },
    {
      heading: 'Lieferanschrift',
      lines: [facts.name, facts.address.street, `${facts.address.postalCode} ${facts.address.city}`, 'Deutschland'],
    },
    { heading: 'Ihre Bestellung online', lines: [facts.orderUrl] },
    {
      heading: 'Verkäufer',
      lines: [
        seller.name,
        seller.street,
        `${seller.postalCode} ${seller.city}`,
        seller.email,
        ...(seller.vatId ? [`USt-IdNr.: ${seller.vatId}`] : []),
      ],
    },
    { heading: 'Widerrufsbelehrung', lines: settings.legal.withdrawal.split('\n') },
    { heading: 'Muster-Widerrufsformular', lines: withdrawalForm(settings).split('\n').slice(1) },
  ];
}

const asText = (sections: ReturnType<typeof confirmationSections>) =>
  sections.map((section) => [section.heading, '', ...section.lines].join('\n')).join('\n\n');

const asHtml = (sections: ReturnType<typeof confirmationSections>) =>
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
