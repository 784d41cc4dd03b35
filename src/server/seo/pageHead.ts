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
import { DEFAULT_LANGUAGE, pathInLanguage, type Language } from '../../i18n/languages';
import { i18nFor } from '../i18n/serverI18n';
import { escapeMarkup, scriptJson } from '../http/markupText';
import { productJsonLd, webSiteJsonLd } from './structuredData';

export interface PageFacts {
  /** Decoded, without the query and the language's prefix: the route table's path. */
  urlPath: string;
  notFound: boolean;
  data: FirstScreenData;
  /** The screen's own title, as the rendered screen set it (in the page's language). */
  title?: string;
}

/** Where the page is: the shop's public origin, the page's language and every language it is built in. */
export interface PagePlace {
  origin: string;
  language: Language;
  languages: readonly Language[];
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

const link = (attributes: string, href: string) => `<link ${attributes} href="${escapeMarkup(href)}">`;

/**
 * The page's canonical address in its own language, and its address in every language as alternates
 * (hreflang, with English as x-default), as search engines ask of a page in several languages.
 */
function addresses(path: string, { origin, language, languages }: PagePlace): { url: string; links: string[] } {
  const url = `${origin}${pathInLanguage(path, language)}`;
  if (languages.length < 2) return { url, links: [link('rel="canonical"', url)] };
  const alternates = languages.map((other) =>
    link(`rel="alternate" hreflang="${other}"`, `${origin}${pathInLanguage(path, other)}`),
  );
  const fallback = link('rel="alternate" hreflang="x-default"', `${origin}${pathInLanguage(path, DEFAULT_LANGUAGE)}`);
  return { url, links: [link('rel="canonical"', url), ...alternates, fallback] };
}

function homeHead(data: FirstScreenData, place: PagePlace, screenTitle = HOME_TITLE): string[] {
  const title = tabTitle(screenTitle);
  const description = homeDescription(data);
  // A search's results are not pages of their own: canonical is the home page.
  const { url, links } = addresses(SCREENS.home, place);
  return [
    ...basics(title, description),
    ...links,
    ...openGraph('website', title, description, url),
    jsonLd(webSiteJsonLd(place.origin)),
  ];
}

function productHead(product: Product, place: PagePlace): string[] {
  const { url, links } = addresses(productPath(product.id), place);
  const images = product.images.map((image) => absoluteUrl(image, place.origin));
  const description = productDescription(product);
  return [
    ...basics(tabTitle(product.title), description),
    ...links,
    ...openGraph('product', product.title, description, url, images[0]),
    property('product:price:amount', product.price.toFixed(2)),
    property('product:price:currency', 'EUR'),
    jsonLd(productJsonLd(product, url, images)),
  ];
}

/** A product's address, its id as typed (it may be no product's id, or hold more segments). */
const PRODUCT_PATH = pathRegExp(SCREENS.product, false);

/** The title and description of a page kept out of search results, in the page's language. */
function privateHead({ urlPath, notFound, title }: PageFacts, language: Language): string[] {
  const i18n = i18nFor(language);
  const shop = SHOP_NAME;
  const titled = (fallback: string, description: string) => basics(tabTitle(title ?? fallback), description);
  if (notFound) {
    return PRODUCT_PATH.test(urlPath)
      ? titled(
          PRODUCT_NOT_FOUND_TITLE,
          i18n._({
            id: 'page.productNotFound.description',
            message: 'We could not find this product. It may have been removed from the shop.',
          }),
        )
      : titled(
          PAGE_NOT_FOUND_TITLE,
          i18n._({
            id: 'page.notFound.description',
            message: 'The page you are looking for does not exist or has moved.',
          }),
        );
  }
  const screen = screenOf(urlPath)?.screen;
  if (screen === 'favourites')
    return titled(
      FAVOURITES_TITLE,
      i18n._({
        id: 'page.favourites.description',
        message: 'The articles you marked at {shop}, kept in this browser.',
        values: { shop },
      }),
    );
  if (screen === 'login' || screen === 'users')
    return titled(
      LOGIN_TITLE,
      i18n._({ id: 'page.login.description', message: 'Sign in to {shop} or create an account.', values: { shop } }),
    );
  if (screen === 'authAction')
    return titled(
      ACCOUNT_TITLE,
      i18n._({
        id: 'page.account.description',
        message: 'Set a new password or verify your email address at {shop}.',
        values: { shop },
      }),
    );
  if (screen?.startsWith('admin'))
    return titled(
      STAFF_TITLE,
      i18n._({ id: 'page.staff.description', message: 'The staff area of {shop}.', values: { shop } }),
    );
  return basics(
    title === undefined ? SHOP_NAME : tabTitle(title),
    `${SHOP_NAME} – die besten Angebote im kleinen Online-Shop.`,
  );
}

export function pageHead(page: PageFacts, place: PagePlace): string {
  const { urlPath, notFound, data } = page;
  if (!notFound && urlPath === SCREENS.home) return homeHead(data, place, page.title).join('');
  if (!notFound && data.product && PRODUCT_PATH.test(urlPath)) return productHead(data.product, place).join('');
  // Pages that are the shopper's own or not the shop's content stay out of search results.
  return [...privateHead(page, place.language), NOINDEX].join('');
}
