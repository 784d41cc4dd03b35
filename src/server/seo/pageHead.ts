// The <head> of a rendered page for search engines and link previews (docs/requirements.md §10.16).
import {
  ACCOUNT_TITLE,
  FAVOURITES_TITLE,
  HOME_TITLE,
  LOGIN_TITLE,
  PAGE_NOT_FOUND_TITLE,
  PRODUCT_NOT_FOUND_TITLE,
  SHOP_NAME,
  STAFF_TITLE,
  tabTitle,
  type FirstScreenData,
  type Product,
} from '../../contract';
import { pathRegExp, productPath, SCREENS, screenOf } from '../../shopRoutes';
import { escapeMarkup, scriptJson } from '../http/markupText';
import { productJsonLd, webSiteJsonLd } from './structuredData';

export interface PageFacts {
  /** Decoded, without the query. */
  urlPath: string;
  notFound: boolean;
  data: FirstScreenData;
}

const DESCRIPTION_LENGTH = 160;

/** At most `max` code points, cut after a word. */
export function excerpt(text: string, max = DESCRIPTION_LENGTH): string {
  // The price's non-breaking space is kept.
  const characters = Array.from(text.replace(/[^\S\u00a0]+/g, ' ').trim());
  if (characters.length <= max) return characters.join('');
  const cut = characters.slice(0, max - 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/** A picture may already be an absolute URL on a CDN. */
const absoluteUrl = (pathOrUrl: string, origin: string): string => new URL(pathOrUrl, `${origin}/`).href;

const meta = (name: string, content: string) => `<meta name="${name}" content="${escapeMarkup(content)}">`;
const property = (name: string, content: string) => `<meta property="${name}" content="${escapeMarkup(content)}">`;
const jsonLd = (value: object) => `<script type="application/ld+json">${scriptJson(value)}</script>`;

function basics(title: string, description: string): string[] {
  return [`<title>${escapeMarkup(title)}</title>`, meta('description', description)];
}

const NOINDEX = meta('robots', 'noindex');

function openGraph(type: string, title: string, description: string, url: string, image?: string): string[] {
  return [
    property('og:type', type),
    property('og:site_name', SHOP_NAME),
    property('og:title', title),
    property('og:description', description),
    property('og:url', url),
    ...(image ? [property('og:image', image), meta('twitter:card', 'summary_large_image')] : []),
  ];
}

/** As many category names as fit whole. */
export function homeDescription({ firstPage, categories }: FirstScreenData): string {
  const offer = `${SHOP_NAME} – die besten Angebote im kleinen Online-Shop.`;
  if (firstPage.total === 0) return offer;
  const products = `${offer} ${firstPage.total === 1 ? '1 Produkt' : `${firstPage.total} Produkte`}`;
  const names = categories.map((category) => category.catName);
  for (let count = names.length; count > 0; count -= 1) {
    const text = `${products}: ${names.slice(0, count).join(', ')}${count < names.length ? ', …' : ''}.`;
    if (Array.from(text).length <= DESCRIPTION_LENGTH) return text;
  }
  return `${products}.`;
}

export const productDescription = (product: Product): string =>
  excerpt(`${euro.format(product.price)} – ${product.description}`);

function homeHead(data: FirstScreenData, origin: string): string[] {
  const title = tabTitle(HOME_TITLE);
  const description = homeDescription(data);
  // A search's results are not pages of their own: canonical is the home page.
  const url = `${origin}${SCREENS.home}`;
  return [
    ...basics(title, description),
    `<link rel="canonical" href="${escapeMarkup(url)}">`,
    ...openGraph('website', title, description, url),
    jsonLd(webSiteJsonLd(origin)),
  ];
}

function productHead(product: Product, origin: string): string[] {
  const url = `${origin}${productPath(product.id)}`;
  const images = product.images.map((image) => absoluteUrl(image, origin));
  const description = productDescription(product);
  return [
    ...basics(tabTitle(product.title), description),
    `<link rel="canonical" href="${escapeMarkup(url)}">`,
    ...openGraph('product', product.title, description, url, images[0]),
    property('product:price:amount', product.price.toFixed(2)),
    property('product:price:currency', 'EUR'),
    jsonLd(productJsonLd(product, url, images)),
  ];
}

/** A product's address, its id as typed (it may be no product's id, or hold more segments). */
const PRODUCT_PATH = pathRegExp(SCREENS.product, false);

function privateHead(urlPath: string, notFound: boolean): string[] {
  if (notFound) {
    return PRODUCT_PATH.test(urlPath)
      ? basics(
          tabTitle(PRODUCT_NOT_FOUND_TITLE),
          'We could not find this product. It may have been removed from the shop.',
        )
      : basics(tabTitle(PAGE_NOT_FOUND_TITLE), 'The page you are looking for does not exist or has moved.');
  }
  const screen = screenOf(urlPath)?.screen;
  if (screen === 'favourites')
    return basics(tabTitle(FAVOURITES_TITLE), `The articles you marked at ${SHOP_NAME}, kept in this browser.`);
  if (screen === 'login' || screen === 'users')
    return basics(tabTitle(LOGIN_TITLE), `Sign in to ${SHOP_NAME} or create an account.`);
  if (screen === 'authAction')
    return basics(tabTitle(ACCOUNT_TITLE), `Set a new password or verify your email address at ${SHOP_NAME}.`);
  if (screen?.startsWith('admin')) return basics(tabTitle(STAFF_TITLE), `The staff area of ${SHOP_NAME}.`);
  return basics(SHOP_NAME, `${SHOP_NAME} – die besten Angebote im kleinen Online-Shop.`);
}

export function pageHead(page: PageFacts, origin: string): string {
  const { urlPath, notFound, data } = page;
  if (!notFound && urlPath === SCREENS.home) return homeHead(data, origin).join('');
  if (!notFound && data.product && PRODUCT_PATH.test(urlPath)) return productHead(data.product, origin).join('');
  // Pages that are the shopper's own or not the shop's content stay out of search results.
  return [...privateHead(urlPath, notFound), NOINDEX].join('');
}
