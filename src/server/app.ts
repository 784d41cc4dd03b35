// buildApp: the whole HTTP surface (API, SPA, static files, headers, errors) as a Fastify instance
// that is not listening yet, so tests can inject requests and main.ts decides where to listen.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ClientConfig } from '../contract';
import { createAccountData } from './account/accountData';
import { accountRoutes } from './account/accountRoutes';
import { createWriteLimit } from './account/writeLimit';
import { idTokenVerifierFor, type IdTokenVerifier } from './auth/idTokens';
import { catalogRoutes } from './catalog/catalogRoutes';
import { PreparedCatalog } from './catalog/preparedCatalog';
import { createCatalogSource, type CatalogSource } from './catalog/catalogSource';
import type { DatabaseTarget, ShopDb } from './db/connection';
import { createFavouritesRepository, type FavouritesRepository } from './favourites/favouritesRepository';
import { favouritesRoutes } from './favourites/favouritesRoutes';
import {
  clientErrorHandler,
  expectationFailedHandler,
  frameworkErrorHandler,
  MAX_URL_LENGTH,
  registerErrorHandling,
} from './http/errors';
import { registerNotFound } from './http/notFound';
import { registerOpenApi } from './http/openApi';
import { recordRoutes } from './http/routeTable';
import { healthRoutes } from './ops/healthRoutes';
import type { ShopMetrics } from './ops/metrics';
import { databaseProbe, Readiness } from './ops/readiness';
import type { Redis } from './ops/redis';
import { registerRequestLog, requestLogOptions } from './ops/requestLog';
import { registerRequestMetrics } from './ops/requestMetrics';
import { registerSecurityHeaders, securityHeaders } from './http/securityHeaders';
import { loadScreenRenderer, ServerScreens } from './screens/serverScreens';
import { preparePage } from './http/preparedBody';
import { legalPageAt } from './screens/legalPages';
import { readIndexHtml, spaRoutes, type LanguageSite } from './screens/spaFallback';
import { DEFAULT_LANGUAGE, LANGUAGES, languagePrefix, type Language } from '../i18n/languages';
import { loadStaticFiles } from './http/staticFiles';
import { pictureRoutes, pictureUrlPath } from './pictures/pictureRoutes';
import type { PictureUploadRouteOptions } from './staff/pictureUploadRoutes';
import { DEFAULT_SEARCH_RATE_LIMIT } from './config';
import { registerSelling, type SellingOptions } from './orders/registerSelling';
import { registerStaffAreas } from './staff/registerStaffAreas';
import { registerLoadShedding, type PressureOptions } from './search/loadShedding';
import { registerSearchRateLimit } from './search/searchRateLimit';
import { registerSearchRefusal } from './search/searchRefusal';
import { SearchSlots, type SearchSlotsOptions } from './search/searchSlots';
import { pageHead } from './seo/pageHead';
import { SeoFiles } from './seo/seoFiles';
import { seoRoutes } from './seo/seoRoutes';
import { legalPagePaths } from './shop/shopSettings';
import { sellingHintCookie } from './shop/sellingHint';
import { shopInfoRoutes } from './shop/shopInfoRoutes';

const projectRoot = path.resolve(__dirname, '..', '..');
const SHOP_VERSION = (JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string })
  .version;

export interface BuildAppOptions {
  /** The catalogue database; or pass `catalogSource` directly. */
  db?: ShopDb;
  /** Where `db` is (its settings): the staff area's catalogue imports open their own connection to it. */
  databaseTarget?: DatabaseTarget;
  catalogSource?: CatalogSource;
  clientConfig: ClientConfig;
  /** Built SPA (default dist/client). */
  distDir?: string;
  /** The server renderer built from the SPA (default dist/ssr/renderScreen.js); null: plain SPA pages. */
  rendererFile?: string | null;
  /** Pictures and favicon (default public/). */
  publicDir?: string;
  /** Prefix of product picture URLs (default '/images/products/'). */
  imageBaseUrl?: string;
  /** The picture store the import encodes into (IMAGE_DIR); without it, no stored pictures are served. */
  imageDir?: string;
  /**
   * The shop's public origin for absolute URLs (canonical links, Open Graph, sitemap), never the
   * request's Host. Default: http://localhost and the port the server listens on.
   */
  publicUrl?: string;
  /** URLs per sitemap file (default the protocol's 50,000; tests pass fewer). */
  sitemapLimit?: number;
  /** Fastify logger: false (default) or e.g. { level: 'warn' }. */
  logger?: boolean | { level: string };
  /** How long a checked catalogue version is trusted (default CATALOG_FRESHNESS_MS; 0 asks on every request). */
  catalogFreshnessMs?: number;
  /** The signed-in shoppers' favourites (default: in `db`; without either there is no favourites API). */
  favourites?: FavouritesRepository;
  /**
   * The ID-token check of the favourites API. Default: the one the client's settings call for,
   * the emulator's unsigned tokens when the client uses the emulator, else Google-signed ones.
   */
  idTokens?: IdTokenVerifier;
  /** Where the write limit is counted for all copies (REDIS_URL); default: in this process. */
  redis?: Redis;
  /** Records request durations and favourite writes (served by main.ts on METRICS_PORT). */
  metrics?: ShopMetrics;
  /** What /readyz reports (default: the database's answer); main.ts stops it before closing. */
  readiness?: Readiness;
  /** Searches a minute per client address (SEARCH_RATE_LIMIT; default 120); 0: no limit. */
  searchRateLimit?: number;
  /** Where the shop's emails go (main.ts: SMTP_URL, or .eml files); without it they wait in the outbox. */
  mail?: SellingOptions['mail'];
  /** Orders a minute per client address (ORDER_RATE_LIMIT; default 10); 0: no limit. */
  orderRateLimit?: number;
  /** The most products one search reads (SEARCH_SCAN_LIMIT; default DEFAULT_SCAN_BOUND). */
  searchScanLimit?: number;
  /** Searches at once and the line's hard end (search/searchSlots.ts); tests pass fewer. */
  searchSlots?: Pick<SearchSlotsOptions, 'running' | 'waiting'>;
  /** Photos held and encoded at once by the staff's upload (default 4 and 1); tests pass fewer. */
  pictureUploads?: Pick<PictureUploadRouteOptions, 'uploads' | 'encodes'>;
  /** When the process counts as overloaded (default: the event loop stays behind, search/sustainedLag.ts). */
  pressure?: PressureOptions;
}

/** The port the server listens on (3000 before it does: only pages and files read it, and they come after). */
function listeningPort(app: FastifyInstance): number {
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 3000;
}

/** What the route areas share: the catalogue as served, the search slots, the shop's origin. */
interface AppParts {
  options: BuildAppOptions;
  imageBaseUrl: string;
  source: CatalogSource;
  prepared: PreparedCatalog;
  searches: SearchSlots;
  publicDir: string;
  origin: () => string;
  /** The built client's folder (dist/client), English's; other languages' in folders beside its files. */
  distDir: string;
  /** The languages the client is built in (their app page is there), English first. */
  languages: Language[];
}

/** The server with its limits, and the headers even an answer before routing carries. */
function createServer(options: BuildAppOptions, headers: ReturnType<typeof securityHeaders>): FastifyInstance {
  const app = Fastify({
    ...requestLogOptions(options.logger ?? false),
    bodyLimit: 16 * 1024, // the API's bodies are small (a staff product save allows more); anything big is refused early (413)
    // A slow client (slowloris) cannot hold a connection: headers within 10 s, the whole request
    // within 30 s, checked every 2 s; it then gets a 408 JSON answer (clientErrorHandler).
    requestTimeout: 30_000,
    http: { headersTimeout: 10_000, connectionsCheckingInterval: 2_000 },
    // An id of any length reaches its route and is judged there (400), whatever the method; only
    // a URL over the limit is refused for its length (414).
    routerOptions: { maxParamLength: MAX_URL_LENGTH },
    // Errors raised before routing (an undecodable URL) skip the onSend hooks: add the headers here.
    frameworkErrors: (error, request, reply) => {
      reply.headers(headers);
      frameworkErrorHandler(error, request, reply);
    },
    clientErrorHandler: clientErrorHandler(headers),
  });
  app.server.on('checkExpectation', expectationFailedHandler(headers));
  return app;
}

/** What every answer goes through: errors, the request log and figures, headers, not-found, refusals. */
function registerAnswering(
  app: FastifyInstance,
  options: BuildAppOptions,
  headers: ReturnType<typeof securityHeaders>,
) {
  registerErrorHandling(app);
  registerRequestLog(app);
  if (options.metrics) registerRequestMetrics(app, options.metrics);
  registerSecurityHeaders(app, headers);
  registerNotFound(app, recordRoutes(app));
  registerSearchRefusal(app);
}

/** The catalogue as served, the load shedding that guards it, the API document and the health checks. */
async function registerCatalogGuards(app: FastifyInstance, { options, prepared, searches }: AppParts) {
  await registerLoadShedding(app, {
    searches,
    streamsWholeList: () => prepared.latest()?.streamsWholeList === true,
    pressure: options.pressure,
  });
  await registerOpenApi(app, SHOP_VERSION);
  const readiness = options.readiness ?? new Readiness(options.db && databaseProbe(options.db));
  await app.register(healthRoutes, { readiness });
  await registerSearchRateLimit(app, {
    perMinute: options.searchRateLimit ?? DEFAULT_SEARCH_RATE_LIMIT,
    redis: options.redis,
    metrics: options.metrics,
  });
}

/** What anyone may read: the catalogue, the shop's own facts, and the files for search engines. */
async function registerPublicReads(app: FastifyInstance, { options, prepared, origin, languages }: AppParts) {
  await app.register(catalogRoutes, { catalog: prepared });
  if (options.db) await app.register(shopInfoRoutes, { db: options.db });
  await app.register(seoRoutes, {
    catalog: prepared,
    files: new SeoFiles({ origin, sitemapLimit: options.sitemapLimit, languages }),
    ownPages: options.db && legalPagePaths.bind(undefined, options.db),
  });
}

/** What a signed-in shopper or staff member does: favourites, the account, buying, and the staff area. */
async function registerSignedInAreas(app: FastifyInstance, parts: AppParts) {
  const { options } = parts;
  const favourites = options.favourites ?? (options.db && createFavouritesRepository(options.db));
  if (!favourites) return;
  const idTokens = options.idTokens ?? idTokenVerifierFor(options.clientConfig.firebase);
  const writeLimit = await createWriteLimit(app, { redis: options.redis, metrics: options.metrics });
  await app.register(favouritesRoutes, { repository: favourites, idTokens, writeLimit, metrics: options.metrics });
  if (!options.db) return;
  await app.register(accountRoutes, { data: createAccountData(options.db), idTokens, writeLimit });
  const selling = await registerSelling(app, {
    db: options.db,
    idTokens,
    writeLimit,
    redis: options.redis,
    orderRateLimit: options.orderRateLimit,
    origin: parts.origin,
    mail: options.mail,
    metrics: options.metrics,
  });
  await registerStaffAreas(app, {
    db: options.db,
    databaseTarget: options.databaseTarget,
    idTokens,
    catalog: parts.source,
    searches: parts.searches,
    imageBaseUrl: parts.imageBaseUrl,
    publicDir: parts.publicDir,
    imageDir: options.imageDir,
    pictureUploads: options.pictureUploads,
    catalogWritten: () => parts.prepared.catalogWritten(),
    selling,
  });
}

/** A language's build beside English's, in a folder named as its prefix: dist/client/de, dist/ssr/de. */
const inLanguageFolder = (dir: string, language: Language): string => path.join(dir, languagePrefix(language));

/** The pages rendered on the server in one language, where its renderer was built. */
function serverScreensOf(
  app: FastifyInstance,
  { options, origin }: AppParts,
  language: Language,
  indexTemplate: string,
  languages: readonly Language[],
) {
  const rendererFile =
    options.rendererFile === undefined
      ? path.join(projectRoot, 'dist', 'ssr', 'renderScreen.js')
      : options.rendererFile;
  const render =
    rendererFile === null
      ? undefined
      : loadScreenRenderer(
          path.join(inLanguageFolder(path.dirname(rendererFile), language), path.basename(rendererFile)),
        );
  if (!render) return undefined;
  return new ServerScreens({
    render,
    template: indexTemplate,
    onRenderError: (error, url) => app.log.error({ err: error, url }, 'server render failed'),
    head: (page) => pageHead(page, { origin: origin(), language, languages }),
  });
}

/** The stored pictures, the built files, and the SPA's pages (rendered on the server where it can). */
async function registerPagesAndFiles(app: FastifyInstance, parts: AppParts) {
  const { options, imageBaseUrl, prepared, publicDir } = parts;
  if (options.imageDir)
    await app.register(pictureRoutes, { dir: options.imageDir, urlPath: pictureUrlPath(imageBaseUrl) });
  const { distDir, languages } = parts;
  const [files, ...templates] = await Promise.all([
    loadStaticFiles([distDir, publicDir]),
    ...languages.map((language) => readIndexHtml(inLanguageFolder(distDir, language), options.clientConfig)),
  ]);
  const sites: Partial<Record<Language, LanguageSite>> = {};
  for (const [index, language] of languages.entries()) {
    const template = templates[index];
    if (template !== undefined)
      sites[language] = {
        indexHtml: await preparePage(template),
        screens: serverScreensOf(app, parts, language, template, languages),
      };
  }
  await app.register(spaRoutes, {
    files,
    sites,
    clientConfig: options.clientConfig,
    latestCatalog: () => prepared.latest(),
    ownPage: options.db && legalPageAt.bind(undefined, options.db),
    pageCookie: options.db && sellingHintCookie.bind(undefined, options.db),
    snapshot: () => prepared.current(),
  });
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const imageBaseUrl = options.imageBaseUrl ?? '/images/products/';
  const source =
    options.catalogSource ??
    (options.db && createCatalogSource(options.db, imageBaseUrl, { scanBound: options.searchScanLimit }));
  if (!source) throw new Error('buildApp needs a db or a catalogSource');
  const headers = securityHeaders({
    imageBaseUrl,
    authEmulatorUrl: options.clientConfig.firebase.emulatorUrl,
    analytics: options.clientConfig.analytics !== undefined,
  });
  const app = createServer(options, headers);
  const distDir = options.distDir ?? path.join(projectRoot, 'dist', 'client');
  registerAnswering(app, options, headers);
  const searches = new SearchSlots({ ...options.searchSlots, metrics: options.metrics });
  options.metrics?.watchSearches(searches);
  const parts: AppParts = {
    options,
    imageBaseUrl,
    source,
    prepared: new PreparedCatalog(source, { freshnessMs: options.catalogFreshnessMs, searches }),
    searches,
    publicDir: options.publicDir ?? path.join(projectRoot, 'public'),
    origin: () => options.publicUrl ?? `http://localhost:${listeningPort(app)}`,
    distDir,
    // English always (its page says "not built" until it is); another language where it was built.
    languages: LANGUAGES.filter(
      (language) =>
        language === DEFAULT_LANGUAGE || existsSync(path.join(inLanguageFolder(distDir, language), 'index.html')),
    ),
  };
  await registerCatalogGuards(app, parts);
  await registerPublicReads(app, parts);
  await registerSignedInAreas(app, parts);
  await registerPagesAndFiles(app, parts);
  return app;
}
