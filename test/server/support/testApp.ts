// Builds the real app for inject tests: seeded SQLite, a tiny fake client build and public folder.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '@/server/app';
import type { ClientConfig } from '@/contract';
import type { CatalogSource } from '@/server/catalog/catalogSource';
import type { ShopDb } from '@/server/db/connection';
import { sendRequest, type TestRequest, type TestResponse } from './httpClient';
import { openSeededDatabase, type Engine, type TestDatabase } from './testDatabase';

export const testClientConfig: ClientConfig = {
  firebase: {
    apiKey: 'demo-api-key',
    authDomain: 'demo-shop.firebaseapp.com',
    projectId: 'demo-shop',
    emulatorUrl: 'http://127.0.0.1:9199',
  },
  registeredDisplayName: 'Shop </script> Kunde',
};

export const ASSET_PATH = '/assets/main.0123456789.js';
export const ASSET_BODY = `console.log(${JSON.stringify('shop '.repeat(200))});\n`;

interface Site {
  distDir: string;
  publicDir: string;
  dispose(): void;
}

const fakeIndexHtml = (language: string) =>
  `<!doctype html><html lang="${language}"><head><title>Shop</title><!--shop-head--></head><body><div id="root"></div>` +
  `<script defer src="${ASSET_PATH}"></script></body></html>`;

/**
 * A client build as webpack writes it (index.html with the marker, a hashed asset, its map); with
 * `withGerman`, the German build's page beside it (de/index.html), as the real build writes it.
 */
function makeFakeSite(options: { withIndex?: boolean; withGerman?: boolean } = {}): Site {
  const root = mkdtempSync(path.join(tmpdir(), 'shop-test-site-'));
  const distDir = path.join(root, 'dist');
  const publicDir = path.join(root, 'public');
  mkdirSync(path.join(distDir, 'assets'), { recursive: true });
  mkdirSync(path.join(publicDir, 'images', 'products'), { recursive: true });
  if (options.withIndex !== false) writeFileSync(path.join(distDir, 'index.html'), fakeIndexHtml('en'));
  if (options.withGerman) {
    mkdirSync(path.join(distDir, 'de'));
    writeFileSync(path.join(distDir, 'de', 'index.html'), fakeIndexHtml('de'));
  }
  writeFileSync(path.join(distDir, ASSET_PATH), ASSET_BODY);
  writeFileSync(path.join(distDir, `${ASSET_PATH}.map`), '{"version":3,"sources":["secret.ts"]}');
  writeFileSync(path.join(publicDir, 'index.html'), '<!-- the template, never served -->');
  writeFileSync(path.join(publicDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"/>');
  writeFileSync(
    path.join(publicDir, 'images', 'products', 'sofa-1.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg">${'<rect/>'.repeat(80)}</svg>`,
  );
  return { distDir, publicDir, dispose: () => rmSync(root, { recursive: true, force: true }) };
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  site: Site;
  /** Sends a request to the listening app (port 0, 127.0.0.1). */
  inject(request: TestRequest | string): Promise<TestResponse>;
  close(): Promise<void>;
}

export interface TestAppOptions extends Partial<BuildAppOptions> {
  withIndex?: boolean;
  /** A German build too (de/index.html): /de/… pages. */
  withGerman?: boolean;
  /** Extra routes for a test, added before the app listens. */
  extraRoutes?: (app: FastifyInstance) => void;
  /** The database engine (default SQLite). */
  engine?: Engine;
  /** Writes into the seeded database before the app is built. */
  fill?: (database: TestDatabase) => Promise<void>;
  /** The app's catalogue, made from its database (default: the shop's own). */
  catalogFor?: (db: ShopDb) => CatalogSource;
}

export async function startTestApp({
  withIndex,
  withGerman,
  extraRoutes,
  engine,
  fill,
  catalogFor,
  ...overrides
}: TestAppOptions = {}): Promise<TestApp> {
  const database = await openSeededDatabase(engine);
  await fill?.(database);
  const site = makeFakeSite({ withIndex, withGerman });
  const app = await buildApp({
    db: database.db,
    databaseTarget: database.target,
    clientConfig: testClientConfig,
    distDir: site.distDir,
    publicDir: site.publicDir,
    logger: false,
    catalogFreshnessMs: 0,
    // The plain SPA page; serverRenderedPages.test.ts builds and passes the real renderer.
    rendererFile: null,
    // Never overloaded: a test process on busy shared cores lags without the shop being overloaded.
    // searchShedding.test.ts overloads it on purpose; sustainedLag.test.ts judges the lag itself.
    pressure: { healthCheck: () => Promise.resolve(true), healthCheckInterval: 60_000 },
    ...(catalogFor && { catalogSource: catalogFor(database.db) }),
    ...overrides,
  });
  extraRoutes?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    database,
    site,
    inject: (request) => sendRequest(port, request),
    async close() {
      await app.close();
      await database.dispose();
      site.dispose();
    },
  };
}

export function json<T>(body: string): T {
  return JSON.parse(body) as T;
}
