// The legal pages, named once for the server (which makes them while the shop sells, and lists them
// in the sitemap) and the footer's lazy links. Not in shopRoutes.ts: the first load needs only their
// paths (SCREENS), not their titles.
import type { LegalText } from './contract';
import { SCREENS } from './shopRoutes';

/** The legal pages in the footer's order: each shows the owner's text of that name (ShopSettings.legal). */
export const LEGAL_PAGES = [
  { text: 'imprint', path: SCREENS.impressum, title: 'Impressum' },
  { text: 'terms', path: SCREENS.agb, title: 'AGB' },
  { text: 'withdrawal', path: SCREENS.widerrufsbelehrung, title: 'Widerrufsbelehrung' },
  { text: 'privacy', path: SCREENS.datenschutz, title: 'Datenschutz' },
  { text: 'shippingInfo', path: SCREENS.versandUndZahlung, title: 'Versand & Zahlung' },
] as const satisfies readonly { text: LegalText; path: string; title: string }[];
