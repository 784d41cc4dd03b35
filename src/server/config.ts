// The server's settings, read from the environment once at start. A wrong value stops the start
// with a message naming the variable, rather than failing later in a request.
import path from 'node:path';
import { DEFAULT_SCAN_BOUND } from './catalog/catalogQueries';

export interface FirebaseSettings {
  apiKey: string;
  authDomain: string;
  projectId: string;
}

/** The Firebase web app's Analytics ids (FIREBASE_APP_ID, FIREBASE_MEASUREMENT_ID). */
export interface AnalyticsSettings {
  appId: string;
  measurementId: string;
}

export interface ServerConfig {
  port: number;
  /** Where to listen: HOST, else 0.0.0.0, or 127.0.0.1 in emulator mode (see usesAuthEmulator). */
  host: string;
  /** HOST was set: the shop listens where it says even in emulator mode. */
  hostFromEnv: boolean;
  /** PostgreSQL connection string; when absent the embedded SQLite file is used. */
  databaseUrl: string | undefined;
  sqliteFile: string;
  /** Prefix of product picture URLs: a path on this server or an absolute CDN URL, ending in '/'. */
  imageBaseUrl: string;
  /** The picture store the import encodes into and the server serves (IMAGE_DIR, default ./data/images). */
  imageDir: string;
  /**
   * The shop's public origin ('https://shop.example', no trailing slash), the base of every absolute
   * URL it writes (canonical links, Open Graph, sitemap). PUBLIC_URL, else http://localhost:PORT;
   * undefined for PORT 0: then the port the server got (see buildApp).
   */
  publicUrl: string | undefined;
  /** Real Firebase project settings; undefined means "start the Auth emulator". */
  firebase: FirebaseSettings | undefined;
  /**
   * Analytics with consent (docs/requirements.md §10.22); undefined: no banner, no analytics code,
   * no analytics hosts in the CSP. Needs a real Firebase project.
   */
  analytics: AnalyticsSettings | undefined;
  /** Display name every newly registered user gets (the fixed name of docs/requirements.md §4). */
  registeredDisplayName: string;
  /** Port of the local Auth emulator started when no Firebase settings are given (0 = any free port). */
  authEmulatorPort: number;
  /**
   * 'host:port' of an Auth emulator run by someone else (FIREBASE_AUTH_EMULATOR_HOST, the name
   * Firebase's own tools use): the shop starts none, and client and server use that one.
   */
  authEmulatorHost: string | undefined;
  logLevel: string;
  /** Redis for the write limit all copies share (REDIS_URL); undefined: each process counts its own. */
  redisUrl: string | undefined;
  /** Port of the Prometheus metrics (METRICS_PORT); undefined: no metrics served. */
  metricsPort: number | undefined;
  /** Where the metrics listen (METRICS_HOST, default 127.0.0.1). */
  metricsHost: string;
  /** How long /readyz says 503 before a stop closes the server (SHUTDOWN_DRAIN_MS, default 5000). */
  shutdownDrainMs: number;
  /** Searches a minute per client address (SEARCH_RATE_LIMIT, default 120); 0: no search limit. */
  searchRateLimit: number;
  /** The most products one search reads before it answers what it found (SEARCH_SCAN_LIMIT). */
  searchScanLimit: number;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function readPort(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim() || String(fallback);
  if (!/^\d{1,5}$/.test(raw) || Number(raw) > 65535) {
    throw new ConfigError(`${name} must be a whole number from 0 to 65535, got '${raw}'.`);
  }
  return Number(raw);
}

function readRedisUrl(env: Env): string | undefined {
  const raw = env.REDIS_URL?.trim();
  if (!raw) return undefined;
  if (!/^rediss?:\/\/[^/]/.test(raw))
    throw new ConfigError("REDIS_URL must be a Redis URL such as 'redis://127.0.0.1:6379'.");
  return raw;
}

function readDrainMs(env: Env): number {
  const raw = env.SHUTDOWN_DRAIN_MS?.trim() || '5000';
  if (!/^\d{1,6}$/.test(raw))
    throw new ConfigError(`SHUTDOWN_DRAIN_MS must be a whole number of milliseconds, got '${raw}'.`);
  return Number(raw);
}

/** A shopper searches by pressing the arrow or 'Show More', a few times a minute: 120 leaves room for many at one address. */
export const DEFAULT_SEARCH_RATE_LIMIT = 120;

function readSearchRateLimit(env: Env): number {
  const raw = env.SEARCH_RATE_LIMIT?.trim() || String(DEFAULT_SEARCH_RATE_LIMIT);
  if (!/^\d{1,6}$/.test(raw))
    throw new ConfigError(
      `SEARCH_RATE_LIMIT must be a whole number of searches a minute per address (0 turns the limit off), got '${raw}'.`,
    );
  return Number(raw);
}

function readSearchScanLimit(env: Env): number {
  const raw = env.SEARCH_SCAN_LIMIT?.trim() || String(DEFAULT_SCAN_BOUND);
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1)
    throw new ConfigError(`SEARCH_SCAN_LIMIT must be a whole number of products, at least 1, got '${raw}'.`);
  return Number(raw);
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function readLogLevel(env: Env): string {
  const raw = env.LOG_LEVEL?.trim() || 'warn';
  if (!LOG_LEVELS.includes(raw))
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got '${raw}'.`);
  return raw;
}

function readDatabaseUrl(env: Env): string | undefined {
  const raw = env.DATABASE_URL?.trim();
  if (!raw) return undefined;
  if (!/^postgres(ql)?:\/\//.test(raw)) {
    throw new ConfigError("DATABASE_URL must be a PostgreSQL URL such as 'postgres://user@host:5432/shop'.");
  }
  return raw;
}

function readImageBaseUrl(env: Env): string {
  const raw = env.IMAGE_BASE_URL?.trim() || '/images/products/';
  const absolute = /^https?:\/\//.test(raw);
  if (absolute) {
    try {
      new URL(raw);
    } catch {
      throw new ConfigError(`IMAGE_BASE_URL is not a valid URL: '${raw}'.`);
    }
  } else if (!raw.startsWith('/')) {
    throw new ConfigError(`IMAGE_BASE_URL must start with '/' or 'http(s)://', got '${raw}'.`);
  }
  if (/["'<>\s\\]/.test(raw))
    throw new ConfigError(`IMAGE_BASE_URL contains characters not allowed in a URL: '${raw}'.`);
  return raw.endsWith('/') ? raw : `${raw}/`;
}

/**
 * PUBLIC_URL: an http(s) origin, as search engines and link previews will see the shop (behind a
 * proxy, the proxy's). The shop is served from the root path, so a path, query or fragment is refused.
 */
function readPublicUrl(env: Env, port: number): string | undefined {
  const raw = env.PUBLIC_URL?.trim();
  if (!raw) return port === 0 ? undefined : `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`PUBLIC_URL is not a valid URL: '${raw}'.`);
  }
  if (!/^https?:$/.test(url.protocol) || !/^https?:\/\//i.test(raw))
    throw new ConfigError(`PUBLIC_URL must start with 'http://' or 'https://', got '${raw}'.`);
  if (url.username || url.password) throw new ConfigError(`PUBLIC_URL must not contain a user or password.`);
  if (url.pathname !== '/' || url.search || url.hash || /[?#]/.test(raw))
    throw new ConfigError(
      `PUBLIC_URL must be the shop's origin only, such as 'https://shop.example' (the shop is served from '/'), got '${raw}'.`,
    );
  return url.origin;
}

function readFirebase(env: Env): FirebaseSettings | undefined {
  const settings = {
    apiKey: env.FIREBASE_API_KEY?.trim() ?? '',
    authDomain: env.FIREBASE_AUTH_DOMAIN?.trim() ?? '',
    projectId: env.FIREBASE_PROJECT_ID?.trim() ?? '',
  };
  const given = Object.entries(settings).filter(([, value]) => value !== '');
  if (given.length === 0) return undefined;
  if (given.length < 3) {
    const missing = ['FIREBASE_API_KEY', 'FIREBASE_AUTH_DOMAIN', 'FIREBASE_PROJECT_ID'].filter(
      (name) => !env[name]?.trim(),
    );
    throw new ConfigError(
      `A real Firebase project needs all three settings; missing ${missing.join(', ')}. ` +
        'Set none of them to use the local Auth emulator.',
    );
  }
  return settings;
}

// The forms Firebase gives them in a web app's config ('1:1234567890:web:0a1b2c…', 'G-ABC123XYZ').
const APP_ID = /^\d+:\d+:web:[0-9a-f]+$/;
const MEASUREMENT_ID = /^G-[A-Z0-9]+$/;

function readAnalytics(env: Env, firebase: FirebaseSettings | undefined): AnalyticsSettings | undefined {
  const appId = env.FIREBASE_APP_ID?.trim() ?? '';
  const measurementId = env.FIREBASE_MEASUREMENT_ID?.trim() ?? '';
  if (!appId && !measurementId) return undefined;
  if (!appId || !measurementId)
    throw new ConfigError(
      `Analytics needs both FIREBASE_APP_ID and FIREBASE_MEASUREMENT_ID; missing ${appId ? 'FIREBASE_MEASUREMENT_ID' : 'FIREBASE_APP_ID'}.`,
    );
  if (!firebase)
    throw new ConfigError(
      'Analytics needs a real Firebase project: set FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN and FIREBASE_PROJECT_ID too.',
    );
  if (!APP_ID.test(appId))
    throw new ConfigError(`FIREBASE_APP_ID must look like '1:1234567890:web:0a1b2c3d4e5f', got '${appId}'.`);
  if (!MEASUREMENT_ID.test(measurementId))
    throw new ConfigError(`FIREBASE_MEASUREMENT_ID must look like 'G-ABC123XYZ', got '${measurementId}'.`);
  return { appId, measurementId };
}

/** host:port, the host a name, an IPv4 or a bracketed IPv6 address (as Firebase's tools write it). */
const EMULATOR_HOST = /^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\]):\d{1,5}$/;

function readAuthEmulatorHost(env: Env): string | undefined {
  const raw = env.FIREBASE_AUTH_EMULATOR_HOST?.trim();
  if (!raw) return undefined;
  if (!EMULATOR_HOST.test(raw))
    throw new ConfigError(`FIREBASE_AUTH_EMULATOR_HOST must be host:port such as '127.0.0.1:9099', got '${raw}'.`);
  return raw;
}

/**
 * Emulator mode: the shop's own Auth emulator (no Firebase project configured) or one at
 * FIREBASE_AUTH_EMULATOR_HOST. Its ID tokens carry no signature, so anyone who can reach the shop
 * could claim any account: the shop then listens on 127.0.0.1 unless HOST says otherwise.
 */
export function usesAuthEmulator(config: Pick<ServerConfig, 'firebase' | 'authEmulatorHost'>): boolean {
  return config.firebase === undefined || config.authEmulatorHost !== undefined;
}

export function loadConfig(env: Env = process.env): ServerConfig {
  const firebase = readFirebase(env);
  const authEmulatorHost = readAuthEmulatorHost(env);
  const host = env.HOST?.trim();
  const port = readPort(env, 'PORT', 3000);
  return {
    port,
    host: host || (usesAuthEmulator({ firebase, authEmulatorHost }) ? '127.0.0.1' : '0.0.0.0'),
    hostFromEnv: Boolean(host),
    databaseUrl: readDatabaseUrl(env),
    sqliteFile: path.resolve(env.SQLITE_FILE?.trim() || './data/shop.sqlite'),
    imageBaseUrl: readImageBaseUrl(env),
    imageDir: path.resolve(env.IMAGE_DIR?.trim() || './data/images'),
    publicUrl: readPublicUrl(env, port),
    firebase,
    analytics: readAnalytics(env, firebase),
    registeredDisplayName: env.SHOP_DISPLAY_NAME?.trim() || 'Shop Kunde',
    authEmulatorPort: readPort(env, 'AUTH_EMULATOR_PORT', 9099),
    authEmulatorHost,
    logLevel: readLogLevel(env),
    redisUrl: readRedisUrl(env),
    metricsPort: env.METRICS_PORT?.trim() ? readPort(env, 'METRICS_PORT', 0) : undefined,
    metricsHost: env.METRICS_HOST?.trim() || '127.0.0.1',
    shutdownDrainMs: readDrainMs(env),
    searchRateLimit: readSearchRateLimit(env),
    searchScanLimit: readSearchScanLimit(env),
  };
}
