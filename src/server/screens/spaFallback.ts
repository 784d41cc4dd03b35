// Serves the SPA: files by path, and for every other GET path index.html with the client config (and
// its first screen, see serverScreens.ts), so client routes like /product/7 work on reload. A missing
// file (or a path that looks like one) is a 404 JSON: a broken picture must not receive an HTML page.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CLIENT_CONFIG_ELEMENT_ID, type ClientConfig } from '../../contract';
import { ClientConfigSchema } from '../../contract/clientConfigSchema';
import { APP_SHELL_PATH, CLIENT_CONFIG_PATH, SCREENS, screenOf, searchTermOf } from '../../shopRoutes';
import { DEFAULT_LANGUAGE, languageOfPath, type Language } from '../../i18n/languages';
import type { CatalogSnapshot } from '../catalog/preparedCatalog';
import { SearchesBusyError } from '../search/searchSlots';
import { ApiError, BAD_URL, noFile, sendError } from '../http/errors';
import { prepareBody, sendPrepared, type PreparedBody } from '../http/preparedBody';
import { preloadLinksFor, type PreloadCatalog } from '../http/preloadLinks';
import { jsonScriptTag, type ServerScreens } from './serverScreens';
import type { StaticFiles } from '../http/staticFiles';
import { routePlugin } from '../http/routePlugin';

const HEAD_MARKER = '<!--shop-head-->';
const REVALIDATE = 'no-cache';

export const configScriptTag = (config: ClientConfig): string => jsonScriptTag(CLIENT_CONFIG_ELEMENT_ID, config);

/** index.html with the client config in it, or undefined when the client is not built. */
export async function readIndexHtml(distDir: string, config: ClientConfig): Promise<string | undefined> {
  const template = await readFile(path.join(distDir, 'index.html'), 'utf8').catch(() => undefined);
  if (template === undefined) return undefined;
  // The footer keeps room for the 'Privacy settings' button the consent chunk adds after the first
  // paint (styles/consent.css), so it moves nothing when it comes.
  const page = config.analytics ? template.replace(/<html\b/, '<html data-analytics') : template;
  // A minifier may drop the comment marker; the config then goes at the end of <head>.
  return page.includes(HEAD_MARKER)
    ? page.replace(HEAD_MARKER, () => configScriptTag(config))
    : page.replace('</head>', () => `${configScriptTag(config)}</head>`);
}

/** A '.' or '..' segment, a backslash or a control character: never in a real page or file path. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const TRAVERSAL_OR_CONTROL = /(^|\/)\.{1,2}(\/|$)|[\u0000-\u001f\u007f\\]/;

/** The path, decoded; undefined when it cannot be decoded or tries to climb out of the site (400). */
function decodedPath(url: string): string | undefined {
  const raw = url.split('?', 1)[0] ?? '/';
  try {
    const decoded = decodeURIComponent(raw);
    return TRAVERSAL_OR_CONTROL.test(decoded) ? undefined : decoded;
  } catch {
    return undefined;
  }
}

/** The account emails' page (§10.20): rendered without its one-time code, which the client reads itself. */
const AUTH_ACTION_PATH = SCREENS.authAction;

// APP_SHELL_PATH: the plain app page, without a first screen: the service worker keeps it and
// answers with it a page never visited while offline (the app then renders that screen itself).

/** Client routes whose id may hold a dot (/users/max.mustermann, /product/1.5): always the page, which answers them. */
const isScreenWithId = (urlPath: string): boolean => screenOf(urlPath)?.id !== undefined;

/**
 * `urlPath` is the route table's, without a language's prefix. Under /assets/ or /images/, hidden (a segment starting with '.', like /.git/config), or with a
 * file extension outside a client route.
 */
const looksLikeFile = (urlPath: string): boolean =>
  /^\/(assets|images)\//.test(urlPath) ||
  urlPath.includes('/.') ||
  (/\.[A-Za-z0-9]{1,8}$/.test(urlPath) && !isScreenWithId(urlPath));

/** One language's app page (with the client config in it), and its server-rendered first screens. */
export interface LanguageSite {
  indexHtml: PreparedBody;
  screens?: ServerScreens;
}

export interface SpaOptions {
  files: StaticFiles;
  /** Each built language's pages: English at the route table's paths, German under /de/. */
  sites: Partial<Record<Language, LanguageSite>>;
  clientConfig: ClientConfig;
  /** The catalogue as last prepared (undefined before the first API request), for picture preloads. */
  latestCatalog?: () => PreloadCatalog | undefined;
  /** A page the server makes itself, not the app's (the legal pages); undefined: the app's page. */
  ownPage?: (urlPath: string) => Promise<PreparedBody | undefined>;
  /** The Set-Cookie of an app page for the request's Cookie header (the selling hint), or none. */
  pageCookie?: (cookieHeader: string | undefined) => Promise<string | undefined>;
  /** The current catalogue for server-rendered first screens (which may fail: the plain SPA then). */
  snapshot: () => Promise<CatalogSnapshot>;
}

/** The server-rendered page; undefined without renderer or catalogue; the refusal when its search found no room. */
async function renderedPage(
  options: SpaOptions,
  screens: ServerScreens | undefined,
  url: string,
  urlPath: string,
): Promise<PreparedBody | ApiError | undefined> {
  if (!screens) return undefined;
  const snapshot = await options.snapshot().catch(() => undefined);
  return (
    snapshot &&
    screens
      .page(url, urlPath, snapshot)
      .catch((error: unknown) => (error instanceof SearchesBusyError ? error : undefined))
  );
}

/** The plain app page for a search page the shop will not render now, with the refusal's status and headers. */
function sendAppPageFor(request: FastifyRequest, reply: FastifyReply, appPage: PreparedBody, refusal: ApiError) {
  for (const [name, value] of Object.entries(refusal.headers ?? {})) reply.header(name, value);
  return sendPrepared(request, reply, { ...appPage, status: refusal.statusCode, cacheControl: 'no-store' });
}

/** The language an address asks for, with its path in the route table; a language not built is no language's prefix. */
function siteOf(options: SpaOptions, urlPath: string): { site: LanguageSite | undefined; path: string } {
  const { language, path } = languageOfPath(urlPath);
  const site = options.sites[language];
  return site || language === DEFAULT_LANGUAGE
    ? { site, path }
    : { site: options.sites[DEFAULT_LANGUAGE], path: urlPath };
}

/** The address applies a search (?q= with a term: docs/requirements.md §4.3). */
function appliesSearch(url: string): boolean {
  const start = url.indexOf('?');
  return start >= 0 && searchTermOf(url.slice(start)) !== '';
}

export const spaRoutes = routePlugin<SpaOptions>(async (app, options) => {
  const configBody = await prepareBody(
    JSON.stringify(options.clientConfig),
    'application/json; charset=utf-8',
    REVALIDATE,
  );
  // Sent prepared, so the schema is the answer's declaration, not its serializer.
  app.get(CLIENT_CONFIG_PATH, { schema: { response: { 200: ClientConfigSchema } } }, (request, reply) => {
    sendPrepared(request, reply, configBody);
  });
  app.get('/*', async (request, reply) => {
    const fullPath = decodedPath(request.url);
    if (fullPath === undefined) return sendError(reply, 400, BAD_URL);
    const file = options.files.get(fullPath);
    if (file) return sendPrepared(request, reply, file);
    const { site, path: urlPath } = siteOf(options, fullPath);
    if (looksLikeFile(urlPath) && urlPath !== '/index.html') return sendError(reply, 404, noFile(fullPath));
    const own = await options.ownPage?.(urlPath);
    if (own) return sendPrepared(request, reply, own);
    const cookie = await options.pageCookie?.(request.headers.cookie);
    if (cookie) reply.header('set-cookie', cookie);
    if (!site) {
      return sendError(
        reply,
        503,
        (i18n) =>
          i18n._({
            id: 'api.notBuilt',
            message: 'The shop front is not built yet: run `npm run build` (npm start does it for you).',
          }),
        'not_built',
      );
    }
    if (urlPath === APP_SHELL_PATH) {
      reply.header('x-robots-tag', 'noindex');
      return sendPrepared(request, reply, site.indexHtml);
    }
    const authAction = urlPath === AUTH_ACTION_PATH;
    if (authAction) reply.header('x-robots-tag', 'noindex');
    const page =
      request.searchRefusal ??
      (await renderedPage(options, site.screens, authAction ? fullPath : request.url, urlPath));
    if (page instanceof ApiError) return sendAppPageFor(request, reply, site.indexHtml, page);
    const preloads = preloadLinksFor(
      urlPath,
      options.latestCatalog?.(),
      page !== undefined,
      appliesSearch(request.url),
    );
    if (preloads) reply.header('link', preloads);
    return sendPrepared(request, reply, page ?? site.indexHtml);
  });
});
