// The legal pages, named once for the server (which makes them while the shop sells, and lists them
// in the sitemap) and selling's lazy links. Not in shopRoutes.ts: they are the server's pages, never
// the app's screens (docs/decisions.md), and the first load needs none of this.
import type { LegalText } from './contract';

/** Each legal text's page. */
export const LEGAL_PATHS = {
  imprint: '/impressum',
  terms: '/agb',
  withdrawal: '/widerrufsbelehrung',
  privacy: '/datenschutz',
  shippingInfo: '/versand-und-zahlung',
} as const satisfies Record<LegalText, string>;

/** The legal pages in the footer's order: each shows the owner's text of that name (ShopSettings.legal). */
export const LEGAL_PAGES = [
  { text: 'imprint', path: LEGAL_PATHS.imprint, title: 'Impressum' },
  { text: 'terms', path: LEGAL_PATHS.terms, title: 'AGB' },
  { text: 'withdrawal', path: LEGAL_PATHS.withdrawal, title: 'Widerrufsbelehrung' },
  { text: 'privacy', path: LEGAL_PATHS.privacy, title: 'Datenschutz' },
  { text: 'shippingInfo', path: LEGAL_PATHS.shippingInfo, title: 'Versand & Zahlung' },
] as const satisfies readonly { text: LegalText; path: string; title: string }[];
