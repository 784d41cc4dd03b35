// The legal pages (Impressum, AGB, Widerrufsbelehrung, Datenschutz, Versand & Zahlung): with selling
// on, the server's own pages of the owner's texts, each paragraph a <p> of escaped text, never
// markup. No app bundle: the router leaves these paths to a full page load (docs/decisions.md). With
// selling off there is no such page, and the app answers the path as any unknown one (404).
import { SHOP_NAME, type Seller, type ShopSettings } from '../../contract';
import { LEGAL_PAGES } from '../../legalPages';
import { SCREENS } from '../../shopRoutes';
import type { ShopDb } from '../db/connection';
import { guarded } from '../db/unavailableOnError';
import { escapeMarkup } from '../http/markupText';
import { preparePage, type PreparedBody } from '../http/preparedBody';
import { readShopSettings, SHOP_UNAVAILABLE } from '../shop/shopSettings';

type LegalPage = (typeof LEGAL_PAGES)[number];

const pageAt = (urlPath: string): LegalPage | undefined => LEGAL_PAGES.find((page) => page.path === urlPath);

/** Blank lines part paragraphs; a single line break stays one inside its paragraph. */
const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

const paragraphs = (text: string): string =>
  paragraphsOf(text)
    .map((paragraph) => `<p>${escapeMarkup(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

/** The imprint's facts (§ 5 DDG) from the settings, above the owner's own text. */
function sellerFacts(seller: Seller): string {
  const lines = [
    `<strong>${escapeMarkup(seller.name)}</strong>`,
    escapeMarkup(seller.street),
    `${escapeMarkup(seller.postalCode)} ${escapeMarkup(seller.city)}`,
    `E-Mail: <a href="mailto:${escapeMarkup(seller.email)}">${escapeMarkup(seller.email)}</a>`,
    ...(seller.phone ? [`Telefon: ${escapeMarkup(seller.phone)}`] : []),
    ...(seller.vatId ? [`USt-IdNr.: ${escapeMarkup(seller.vatId)}`] : []),
  ];
  return `<address class="seller">${lines.join('<br>')}</address>`;
}

const STYLE =
  'body{font-family:system-ui,sans-serif;line-height:1.6;margin:0;color:#1a1a1a}' +
  'header,main,footer{max-width:46rem;margin:0 auto;padding:1rem}' +
  'header a{font-weight:700;color:inherit}address{font-style:normal;margin:1rem 0}' +
  'footer ul{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.5rem 1.25rem}' +
  'a{color:#0b57d0}a:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}';

function legalHtml(page: LegalPage, settings: ShopSettings): string {
  const links = LEGAL_PAGES.map(
    (other) =>
      `<li><a href="${other.path}"${other === page ? ' aria-current="page"' : ''}>${escapeMarkup(other.title)}</a></li>`,
  ).join('');
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeMarkup(page.title)} – ${escapeMarkup(SHOP_NAME)}</title><style>${STYLE}</style></head>
<body><header><a href="${SCREENS.home}">${escapeMarkup(SHOP_NAME)}</a></header>
<main><h1>${escapeMarkup(page.title)}</h1>
${page.text === 'imprint' ? sellerFacts(settings.seller) : ''}
${paragraphs(settings.legal[page.text])}
</main>
<footer><nav aria-label="Rechtliches"><ul>${links}</ul></nav></footer></body></html>
`;
}

/** The legal page at `urlPath` when the shop sells; undefined for another path or in catalogue mode. */
export async function legalPageAt(db: ShopDb, urlPath: string): Promise<PreparedBody | undefined> {
  const page = pageAt(urlPath);
  if (!page) return undefined;
  const { settings } = await guarded(() => readShopSettings(db), SHOP_UNAVAILABLE);
  return settings.selling ? preparePage(legalHtml(page, settings), 200, 'fast') : undefined;
}
