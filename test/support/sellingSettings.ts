// Shop settings a seller may sell with, shared by the settings, orders and browser tests: every field
// the law asks filled in, both payment methods offered, texts a German shop would write.
import type { ShopSettings } from '@/contract';

export const SELLING_SETTINGS: ShopSettings = {
  selling: true,
  seller: {
    name: 'Möbel Muster GmbH',
    street: 'Hauptstraße 1',
    postalCode: '10115',
    city: 'Berlin',
    email: 'shop@example.com',
    iban: 'DE89370400440532013000',
  },
  shipping: { flatCents: 495, freeFromCents: 50_000 },
  paymentMethods: ['prepayment', 'invoice'],
  legal: {
    imprint: 'Möbel Muster GmbH, Hauptstraße 1, 10115 Berlin',
    terms: '§ 1 Geltung\n\n§ 2 Vertragsschluss',
    withdrawal: 'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.',
    privacy: 'Wir verarbeiten Ihre Daten nur zur Abwicklung der Bestellung.',
    shippingInfo: 'Versand innerhalb Deutschlands: 4,95 €, ab 500 € frei.',
  },
};
