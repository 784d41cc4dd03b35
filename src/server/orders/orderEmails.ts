// The emails an order causes, written into the outbox in the order's own transaction: the shopper's
// confirmation (what § 312f BGB asks in text form: the order, the price, the withdrawal terms and the
// model form) in the language they ordered in, and the seller's notice in the seller's. Plain text and
// HTML; what the shopper typed is escaped.
import type { I18n } from '@lingui/core';
import { INVOICE_DAYS, type PlacedOrder, type ShopSettings } from '../../contract';
import type { Language } from '../../i18n/languages';
import { escapeMarkup } from '../http/markupText';
import { i18nFor } from '../i18n/serverI18n';
import type { OutgoingMail } from '../mail/outbox';
import { MODEL_WITHDRAWAL_FORM } from './withdrawalForm';
import { formatCents, printedIban } from '../../contract';

/** The language of the seller's notices: the shop's own, German (docs/requirements.md, "Languages"). */
const SELLER_LANGUAGE: Language = 'de';

export interface OrderMailFacts {
  order: PlacedOrder;
  email: string;
  name: string;
  address: { street: string; postalCode: string; city: string };
  /** The order page's full address, with the access token. */
  orderUrl: string;
  /** The language the shopper ordered in. */
  language: Language;
}

/** The withdrawal form with the seller's name and address where the law leaves room for them. */
const withdrawalForm = ({ seller }: ShopSettings) =>
  MODEL_WITHDRAWAL_FORM.replace(
    /\[hier ist der Name[^\]]*\]/,
    `${seller.name}, ${seller.street}, ${seller.postalCode} ${seller.city}, ${seller.email}`,
  );

function paymentLines(i18n: I18n, order: PlacedOrder, { seller }: ShopSettings): string[] {
  const total = formatCents(order.totalCents);
  if (order.paymentMethod === 'invoice')
    return [
      i18n._({
        id: 'mail.payment.invoice',
        message: 'Payment on invoice: please transfer {total} within {days} days.',
        values: { total, days: String(INVOICE_DAYS) },
      }),
    ];
  return [
    i18n._({
      id: 'mail.payment.prepayment',
      message: 'Payment in advance: please transfer {total} to {seller}',
      values: { total, seller: seller.name },
    }),
    `IBAN: ${printedIban(seller.iban ?? '')}`,
    i18n._({
      id: 'mail.payment.reference',
      message: 'Payment reference: order {number}',
      values: { number: String(order.number) },
    }),
  ];
}

/** An email's text, section by section; its HTML shows the same sections. */
export type MailSections = Array<{ heading: string; lines: string[] }>;

/** An email's sections with its language, for the HTML's `lang`. */
export interface Letter {
  language: Language;
  sections: MailSections;
}

/** Each line with its quantity, unit price and amount, then the totals and the VAT per rate. */
export const orderLines = (i18n: I18n, order: PlacedOrder): string[] => [
  ...order.lines.map((line) =>
    i18n._({
      id: 'mail.order.line',
      message: '{quantity} × {title} at {price} = {amount}',
      values: {
        quantity: String(line.quantity),
        title: line.title,
        price: formatCents(line.unitPriceCents),
        amount: formatCents(line.quantity * line.unitPriceCents),
      },
    }),
  ),
  i18n._({
    id: 'mail.order.subtotal',
    message: 'Subtotal: {amount}',
    values: { amount: formatCents(order.subtotalCents) },
  }),
  i18n._({
    id: 'mail.order.shipping',
    message: 'Shipping: {amount}',
    values: { amount: formatCents(order.shippingCents) },
  }),
  i18n._({ id: 'mail.order.total', message: 'Total: {amount}', values: { amount: formatCents(order.totalCents) } }),
  ...order.vat.map((share) =>
    i18n._({
      id: 'mail.order.vat',
      message: 'incl. {rate} % VAT: {amount}',
      values: { rate: String(share.rate), amount: formatCents(share.amountCents) },
    }),
  ),
];

/** Where the order goes, as the shopper typed it (Germany only). */
export const deliveryLines = (i18n: I18n, name: string, address: OrderMailFacts['address']): string[] => [
  name,
  address.street,
  `${address.postalCode} ${address.city}`,
  i18n._({ id: 'mail.address.country', message: 'Germany' }),
];

/** The seller as every email to a shopper signs it. */
const sellerLines = (i18n: I18n, { seller }: ShopSettings): string[] => [
  seller.name,
  seller.street,
  `${seller.postalCode} ${seller.city}`,
  seller.email,
  ...(seller.vatId
    ? [i18n._({ id: 'mail.seller.vatId', message: 'VAT ID: {vatId}', values: { vatId: seller.vatId } })]
    : []),
];

/** The headings every email about an order shares. */
export const sectionHeadings = (i18n: I18n) => ({
  order: i18n._({ id: 'mail.section.order', message: 'Your order' }),
  payment: i18n._({ id: 'mail.section.payment', message: 'Payment' }),
  delivery: i18n._({ id: 'mail.section.delivery', message: 'Delivery address' }),
  online: i18n._({ id: 'mail.section.online', message: 'Your order online' }),
  seller: i18n._({ id: 'mail.section.seller', message: 'Seller' }),
});

/** The order page's link and the seller's name and address, which every email to a shopper ends with. */
export const closingSections = (i18n: I18n, orderUrl: string, settings: ShopSettings): MailSections => {
  const headings = sectionHeadings(i18n);
  return [
    { heading: headings.online, lines: [orderUrl] },
    { heading: headings.seller, lines: sellerLines(i18n, settings) },
  ];
};

/** The greeting every email to a shopper opens with. */
export const greeting = (i18n: I18n, name: string) =>
  i18n._({ id: 'mail.greeting', message: 'Hello {name},', values: { name } });

/**
 * The shopper's confirmation. The withdrawal terms are the owner's text and the model form the law's,
 * each in the words they were written in; their headings speak the shopper's language.
 */
function confirmationSections(i18n: I18n, facts: OrderMailFacts, settings: ShopSettings): MailSections {
  const { order } = facts;
  const headings = sectionHeadings(i18n);
  return [
    {
      heading: i18n._({
        id: 'mail.confirmation.heading',
        message: 'Thank you for your order {number}',
        values: { number: String(order.number) },
      }),
      lines: [
        greeting(i18n, facts.name),
        i18n._({ id: 'mail.confirmation.received', message: 'We have received your order:' }),
      ],
    },
    { heading: headings.order, lines: orderLines(i18n, order) },
    { heading: headings.payment, lines: paymentLines(i18n, order, settings) },
    { heading: headings.delivery, lines: deliveryLines(i18n, facts.name, facts.address) },
    ...closingSections(i18n, facts.orderUrl, settings),
    {
      heading: i18n._({ id: 'mail.section.withdrawal', message: 'Right of withdrawal' }),
      lines: settings.legal.withdrawal.split('\n'),
    },
    {
      heading: i18n._({ id: 'mail.section.withdrawalForm', message: 'Model withdrawal form' }),
      lines: withdrawalForm(settings).split('\n').slice(1),
    },
  ];
}

/** The seller's notice of a new order: who ordered, and the order, payment and delivery sections. */
function noticeSections(i18n: I18n, facts: OrderMailFacts, settings: ShopSettings): MailSections {
  const headings = sectionHeadings(i18n);
  return [
    {
      heading: i18n._({
        id: 'mail.notice.heading',
        message: 'New order {number}',
        values: { number: String(facts.order.number) },
      }),
      lines: [`${facts.name} <${facts.email}>`],
    },
    { heading: headings.order, lines: orderLines(i18n, facts.order) },
    { heading: headings.payment, lines: paymentLines(i18n, facts.order, settings) },
    { heading: headings.delivery, lines: deliveryLines(i18n, facts.name, facts.address) },
  ];
}

export const asText = ({ sections }: Letter) =>
  sections.map((section) => [section.heading, '', ...section.lines].join('\n')).join('\n\n');

export const asHtml = ({ language, sections }: Letter) =>
  `<!doctype html><html lang="${language}"><body>${sections
    .map(
      (section) =>
        `<h2>${escapeMarkup(section.heading)}</h2>${section.lines
          .map((line) => `<p>${escapeMarkup(line)}</p>`)
          .join('')}`,
    )
    .join('')}</body></html>`;

function confirmationMail(i18n: I18n, facts: OrderMailFacts, settings: ShopSettings): OutgoingMail {
  const letter: Letter = { language: facts.language, sections: confirmationSections(i18n, facts, settings) };
  return {
    orderNumber: facts.order.number,
    kind: 'order_confirmation',
    to: facts.email,
    subject: i18n._({
      id: 'mail.confirmation.subject',
      message: 'Your order {number} at {seller}',
      values: { number: String(facts.order.number), seller: settings.seller.name },
    }),
    text: asText(letter),
    html: asHtml(letter),
  };
}

function noticeMail(i18n: I18n, facts: OrderMailFacts, settings: ShopSettings): OutgoingMail {
  const letter: Letter = { language: SELLER_LANGUAGE, sections: noticeSections(i18n, facts, settings) };
  return {
    orderNumber: facts.order.number,
    kind: 'order_notice',
    to: settings.seller.email,
    subject: i18n._({
      id: 'mail.notice.subject',
      message: 'New order {number}: {total}',
      values: { number: String(facts.order.number), total: formatCents(facts.order.totalCents) },
    }),
    text: asText(letter),
    html: asHtml(letter),
  };
}

export const orderEmails = (facts: OrderMailFacts, settings: ShopSettings): OutgoingMail[] => [
  confirmationMail(i18nFor(facts.language), facts, settings),
  noticeMail(i18nFor(SELLER_LANGUAGE), facts, settings),
];
