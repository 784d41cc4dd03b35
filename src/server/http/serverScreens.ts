// Server-rendered first screens (docs/architecture.md): every page comes with its first screen as
// HTML, painted before the script bundle arrives, and the data it was rendered from, which the client
// adopts (src/client/app/firstScreen.ts). A screen depends only on the URL and the catalogue, never
// on the shopper, so each page is rendered once per catalogue version and then served like a file.
import { existsSync } from 'node:fs';
import {
  FIRST_SCREEN_ELEMENT_ID,
  searchTermOf,
  type FirstScreenData,
  type RenderedScreen,
  type RenderScreen,
} from '../../contract';
import type { CatalogSnapshot } from '../catalog/preparedCatalog';
import type { PageFacts } from '../seo/pageHead';
import { scriptJson } from './markupText';
import { preparePage, type PreparedBody } from './preparedBody';
import { productIdOfScreen } from './preloadLinks';

const ROOT_ELEMENT = '<div id="root"></div>';
/** Pages kept per catalogue version; a URL outside them (odd query strings) is rendered again. */
const MAX_CACHED_PAGES = 500;

/** The renderer the webpack `ssr` build wrote, or undefined when there is none (then pages are the plain SPA). */
export function loadScreenRenderer(file: string): RenderScreen | undefined {
  if (!existsSync(file)) return undefined;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output, found at run time
  return (require(file) as { renderScreen: RenderScreen }).renderScreen;
}

/** A JSON data block (see scriptJson: no text can close it). */
export function jsonScriptTag(id: string, value: unknown): string {
  return `<script id="${id}" type="application/json">${scriptJson(value)}</script>`;
}

const TEMPLATE_TITLE = /<title>[\s\S]*?<\/title>/;
const TEMPLATE_DESCRIPTION = /<meta name="description"[^>]*>/;
const HEAD_SLOT = '<!--page-head-->';

/**
 * The template with a slot where its fixed title and description were (index.html keeps them for
 * the plain SPA page): every rendered page writes its own head there.
 */
export function withHeadSlot(template: string): string {
  const rest = template.replace(TEMPLATE_DESCRIPTION, '');
  return TEMPLATE_TITLE.test(rest)
    ? rest.replace(TEMPLATE_TITLE, HEAD_SLOT)
    : rest.replace('</head>', `${HEAD_SLOT}</head>`);
}

/**
 * The page: its head in the slot, the markup inside #root and the data right after it (read
 * before the deferred bundle runs).
 */
export function pageHtml(template: string, markup: string, data: FirstScreenData, head = ''): string {
  const filled = `<div id="root">${markup}</div>${jsonScriptTag(FIRST_SCREEN_ELEMENT_ID, data)}`;
  return template.replace(HEAD_SLOT, () => head).replace(ROOT_ELEMENT, () => filled);
}

export interface ServerScreensOptions {
  render: RenderScreen;
  /** index.html with the client config already in it. */
  template: string;
  /** Told when a screen cannot be rendered (the plain SPA is served instead). */
  onRenderError?: (error: unknown, url: string) => void;
  /** The head elements of a rendered page (title, description, links for search engines). */
  head?: (page: PageFacts) => string;
}

export class ServerScreens {
  private version: number | undefined;
  private readonly pages = new Map<string, Promise<PreparedBody | undefined>>();
  private readonly template: string;

  constructor(private readonly options: ServerScreensOptions) {
    if (!options.template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT} to render into`);
    // Without a head of their own, pages keep the template's title and description.
    this.template = options.head ? withHeadSlot(options.template) : options.template;
  }

  /** The page for a URL (path and query, as the router sees it); undefined when rendering failed. */
  page(url: string, urlPath: string, snapshot: CatalogSnapshot): Promise<PreparedBody | undefined> {
    if (snapshot.version !== this.version) {
      this.pages.clear();
      this.version = snapshot.version;
    }
    let page = this.pages.get(url);
    if (!page) {
      page = this.renderPage(url, urlPath, snapshot);
      if (this.pages.size >= MAX_CACHED_PAGES) this.pages.delete(this.pages.keys().next().value as string);
      this.pages.set(url, page);
    }
    return page;
  }

  private async renderPage(url: string, urlPath: string, snapshot: CatalogSnapshot): Promise<PreparedBody | undefined> {
    let screen: RenderedScreen;
    try {
      const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
      const term = urlPath === '/' ? searchTermOf(query) : '';
      const data = await snapshot.firstScreen({ productId: productIdOfScreen(urlPath), term });
      screen = await this.options.render(url, data);
    } catch (error) {
      this.options.onRenderError?.(error, url);
      return undefined;
    }
    const { markup, notFound, data } = screen;
    const head = this.options.head?.({ urlPath, notFound, data }) ?? '';
    return preparePage(pageHtml(this.template, markup, data, head), notFound ? 404 : 200);
  }
}
