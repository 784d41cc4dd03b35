// Server-rendered first screens (docs/architecture.md). A screen depends only on the URL and the catalogue,
// never on the shopper, so each page is rendered once per catalogue version and then served like a file.
import { existsSync } from 'node:fs';
import { LRUCache } from 'lru-cache';
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreenData, type RenderedScreen, type RenderScreen } from '../../contract';
import { SCREENS, searchTermOf, searchWordsOf } from '../../shopRoutes';
import type { CatalogSnapshot } from '../catalog/preparedCatalog';
import { SearchesBusyError } from '../search/searchSlots';
import type { PageFacts } from '../seo/pageHead';
import { getOrMake } from '../http/boundedCache';
import { scriptJson } from '../http/markupText';
import { preparePage, type PreparedBody } from '../http/preparedBody';
import { productIdOfScreen } from '../http/preloadLinks';

const ROOT_ELEMENT = '<div id="root"></div>';
/**
 * Per catalogue version; bounds what a million product URLs and odd query strings can fill (about
 * 20 KB a page). The least recently asked goes first, so the home page outlives a crawl of products.
 */
const MAX_CACHED_PAGES = 500;

/** Without an `ssr` build, pages are the plain SPA. */
export function loadScreenRenderer(file: string): RenderScreen | undefined {
  if (!existsSync(file)) return undefined;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output, found at run time
  return (require(file) as { renderScreen: RenderScreen }).renderScreen;
}

export function jsonScriptTag(id: string, value: unknown): string {
  return `<script id="${id}" type="application/json">${scriptJson(value)}</script>`;
}

const TEMPLATE_TITLE = /<title>[\s\S]*?<\/title>/;
const TEMPLATE_DESCRIPTION = /<meta name="description"[^>]*>/;
const HEAD_SLOT = '<!--page-head-->';

/** index.html keeps a title and description for the plain SPA; rendered pages write their own in their place. */
function withHeadSlot(template: string): string {
  const rest = template.replace(TEMPLATE_DESCRIPTION, '');
  return TEMPLATE_TITLE.test(rest)
    ? rest.replace(TEMPLATE_TITLE, HEAD_SLOT)
    : rest.replace('</head>', `${HEAD_SLOT}</head>`);
}

/** The data right after #root, so it is read before the deferred bundle runs. */
function pageHtml(template: string, markup: string, data: FirstScreenData, head = ''): string {
  const filled = `<div id="root">${markup}</div>${jsonScriptTag(FIRST_SCREEN_ELEMENT_ID, data)}`;
  return template.replace(HEAD_SLOT, () => head).replace(ROOT_ELEMENT, () => filled);
}

export interface ServerScreensOptions {
  render: RenderScreen;
  /** index.html with the client config already in it. */
  template: string;
  /** The plain SPA is served instead. */
  onRenderError?: (error: unknown, url: string) => void;
  head?: (page: PageFacts) => string;
}

export class ServerScreens {
  private version: number | undefined;
  private readonly pages = new LRUCache<string, Promise<PreparedBody | undefined>>({ max: MAX_CACHED_PAGES });
  private readonly template: string;

  constructor(private readonly options: ServerScreensOptions) {
    if (!options.template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT} to render into`);
    this.template = options.head ? withHeadSlot(options.template) : options.template;
  }

  /**
   * `url` with its query, as the router sees it; undefined when rendering failed. Rejects with
   * SearchesBusyError when its search found no room: kept for no one, the next ask tries again.
   */
  page(url: string, urlPath: string, snapshot: CatalogSnapshot): Promise<PreparedBody | undefined> {
    if (snapshot.version !== this.version) {
      this.pages.clear();
      this.version = snapshot.version;
    }
    return getOrMake(this.pages, url, () => {
      const made = this.renderPage(url, urlPath, snapshot);
      made.catch((error: unknown) => {
        if (error instanceof SearchesBusyError && this.pages.get(url) === made) this.pages.delete(url);
      });
      return made;
    });
  }

  private async renderPage(url: string, urlPath: string, snapshot: CatalogSnapshot): Promise<PreparedBody | undefined> {
    let screen: RenderedScreen;
    try {
      const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
      const term = urlPath === SCREENS.home ? searchTermOf(query) : '';
      const words = searchWordsOf(query);
      const data = await snapshot.firstScreen({ productId: productIdOfScreen(urlPath), term, words });
      screen = await this.options.render(url, data);
    } catch (error) {
      if (error instanceof SearchesBusyError) throw error; // not a failure of the page: it is answered 503
      this.options.onRenderError?.(error, url);
      return undefined;
    }
    const { markup, notFound, data, title } = screen;
    const head = this.options.head?.({ urlPath, notFound, data, title }) ?? '';
    // Rendered on a request, one of as many pages as products: compressed fast (see Compression).
    return preparePage(pageHtml(this.template, markup, data, head), notFound ? 404 : 200, 'fast');
  }
}
