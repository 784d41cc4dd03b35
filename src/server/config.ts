// The server's settings, read from the environment once at start: SETTINGS declares each once (schema,
// default, bounds, description, the message a wrong value stops the start with).
import path from 'node:path';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import envSchema from 'env-schema';
import type { ClientConfig } from '../contract';

/** The most products one search reads (SEARCH_SCAN_LIMIT): a search stays bounded at any size. */
export const DEFAULT_SCAN_BOUND = 100_000;

/** A real Firebase project's web app (FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN, FIREBASE_PROJECT_ID). */
type FirebaseSettings = Omit<ClientConfig['firebase'], 'emulatorUrl'>;

/** The Firebase web app's Analytics ids (FIREBASE_APP_ID, FIREBASE_MEASUREMENT_ID). */
type AnalyticsSettings = NonNullable<ClientConfig['analytics']>;

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

type Message = (name: string, raw: string) => string;

/** A setting: its schema, and the message for a value the schema or `check` refuses (given as written, trimmed). */
interface Setting<S extends TSchema = TSchema> {
  schema: S;
  message?: Message;
  /** What a schema cannot say: a message, or undefined for a good value. */
  check?: (raw: string) => string | undefined;
}

const setting = <S extends TSchema>(schema: S, message?: Message, check?: Setting['check']): Setting<S> => ({
  schema,
  message,
  check,
});

const wholeNumber =
  (what: string): Message =>
  (name, raw) =>
    `${name} must be a whole number ${what}, got '${raw}'.`;
/** The message's words say what it counts. */
const integer = (minimum: number, maximum: number, fallback: number, what: string, description = what) =>
  setting(Type.Integer({ minimum, maximum, default: fallback, description }), wholeNumber(what));
const port = (description: string, fallback: number) => integer(0, 65535, fallback, 'from 0 to 65535', description);
const text = (description: string, fallback: string) => setting(Type.String({ default: fallback, description }));
const unset = (description: string, check?: Setting['check']) =>
  setting(Type.Optional(Type.String({ description })), undefined, check);
const matching = (pattern: RegExp, description: string, message: string | Message) =>
  setting(Type.Optional(Type.String({ pattern: pattern.source, description })), (name, raw) =>
    typeof message === 'string' ? message : message(name, raw),
  );
const lookLike = (example: string) => (name: string, raw: string) => `${name} must look like ${example}, got '${raw}'.`;

/** A shopper searches by pressing the arrow or 'Show More', a few times a minute: 120 leaves room for many at one address. */
export const DEFAULT_SEARCH_RATE_LIMIT = 120;
/** Orders a minute per address: more than a shopper places, fewer than a script would. */
export const DEFAULT_ORDER_RATE_LIMIT = 10;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Every setting, in docs/operations.md's order. */
export const SETTINGS = {
  PORT: port('the port the shop listens on', 3000),
  HOST: unset('the address the shop listens on'),
  DATABASE_URL: matching(
    /^postgres(ql)?:\/\//,
    'PostgreSQL instead of the embedded SQLite',
    "DATABASE_URL must be a PostgreSQL URL such as 'postgres://user@host:5432/shop'.",
  ),
  SQLITE_FILE: text('the embedded database file', './data/shop.sqlite'),
  IMAGE_BASE_URL: setting(
    Type.String({ default: '/images/products/', description: "prefix of the pictures' URLs, a path here or http(s)" }),
    undefined,
    imageBaseUrlProblem,
  ),
  IMAGE_DIR: text('the picture store', './data/images'),
  SMTP_URL: matching(
    /^smtps?:\/\/[^/]/,
    "the mail server the shop's emails go through; unset: .eml files in MAIL_DIR",
    "SMTP_URL must be an SMTP URL such as 'smtps://user:password@mail.example.com:465'.",
  ),
  MAIL_FROM: text('the sender of the shop’s emails', 'Shop <shop@localhost>'),
  MAIL_DIR: text('where emails are written without SMTP_URL', './data/mail'),
  MAIL_RETRY_MAX: integer(1, 60, 60, 'of seconds from 1 to 60', 'the longest wait between attempts at an email'),
  PUBLIC_URL: unset("the shop's public origin", publicUrlProblem),
  FIREBASE_API_KEY: unset('with the next two: a real Firebase project'),
  FIREBASE_AUTH_DOMAIN: unset('with the others: a real Firebase project'),
  FIREBASE_PROJECT_ID: unset('with the others: a real Firebase project'),
  // The forms Firebase gives them in a web app's config.
  FIREBASE_APP_ID: matching(/^\d+:\d+:web:[0-9a-f]+$/, 'analytics', lookLike("'1:1234567890:web:0a1b2c3d4e5f'")),
  FIREBASE_MEASUREMENT_ID: matching(/^G-[A-Z0-9]+$/, 'analytics', lookLike("'G-ABC123XYZ'")),
  SHOP_DISPLAY_NAME: text('the display name every new account gets', 'Shop Kunde'),
  AUTH_EMULATOR_PORT: port('the port of the emulator npm start runs', 9099),
  // A name, an IPv4 or a bracketed IPv6 address, and a port (as Firebase's tools write it).
  FIREBASE_AUTH_EMULATOR_HOST: matching(
    /^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\]):\d{1,5}$/,
    'an Auth emulator run elsewhere',
    (name, raw) => `${name} must be host:port such as '127.0.0.1:9099', got '${raw}'.`,
  ),
  LOG_LEVEL: setting(
    Type.String({ enum: LOG_LEVELS, default: 'warn', description: "the server's log level" }),
    (name, raw) => `${name} must be one of ${LOG_LEVELS.join(', ')}, got '${raw}'.`,
  ),
  REDIS_URL: matching(
    /^rediss?:\/\/[^/]/,
    'the Redis the copies share their limits through',
    "REDIS_URL must be a Redis URL such as 'redis://127.0.0.1:6379'.",
  ),
  SEARCH_RATE_LIMIT: integer(
    0,
    999_999,
    DEFAULT_SEARCH_RATE_LIMIT,
    'of searches a minute per address (0 turns the limit off)',
  ),
  ORDER_RATE_LIMIT: integer(
    0,
    999_999,
    DEFAULT_ORDER_RATE_LIMIT,
    'of orders a minute per address (0 turns the limit off)',
  ),
  SEARCH_SCAN_LIMIT: integer(1, 999_999_999, DEFAULT_SCAN_BOUND, 'of products, at least 1'),
  METRICS_PORT: setting(
    Type.Optional(Type.Integer({ minimum: 0, maximum: 65535, description: 'the port of GET /metrics' })),
    wholeNumber('from 0 to 65535'),
  ),
  METRICS_HOST: text('the address the metrics listen on', '127.0.0.1'),
  SHUTDOWN_DRAIN_MS: integer(0, 999_999, 5000, 'of milliseconds'),
};

type Name = keyof typeof SETTINGS;
const NAMES = Object.keys(SETTINGS) as Name[];
const SCHEMA = Type.Object(
  Object.fromEntries(NAMES.map((name) => [name, SETTINGS[name].schema])) as {
    [N in Name]: (typeof SETTINGS)[N]['schema'];
  },
);
type Settings = Static<typeof SCHEMA>;

/** URL.parse, which Node 20 lacks. */
function parsedUrl(raw: string): URL | undefined {
  try {
    return new URL(raw);
  } catch {
    return undefined;
  }
}

function imageBaseUrlProblem(raw: string): string | undefined {
  if (/^https?:\/\//.test(raw)) {
    if (!parsedUrl(raw)) return `IMAGE_BASE_URL is not a valid URL: '${raw}'.`;
  } else if (!raw.startsWith('/')) return `IMAGE_BASE_URL must start with '/' or 'http(s)://', got '${raw}'.`;
  if (/["'<>\s\\]/.test(raw)) return `IMAGE_BASE_URL contains characters not allowed in a URL: '${raw}'.`;
  return undefined;
}

/** An http(s) origin as search engines will see the shop; it is served from the root, so no path. */
function publicUrlProblem(raw: string): string | undefined {
  const url = parsedUrl(raw);
  if (!url) return `PUBLIC_URL is not a valid URL: '${raw}'.`;
  if (!/^https?:$/.test(url.protocol) || !/^https?:\/\//i.test(raw))
    return `PUBLIC_URL must start with 'http://' or 'https://', got '${raw}'.`;
  if (url.username || url.password) return `PUBLIC_URL must not contain a user or password.`;
  if (url.pathname !== '/' || url.search || url.hash || /[?#]/.test(raw))
    return `PUBLIC_URL must be the shop's origin only, such as 'https://shop.example' (the shop is served from '/'), got '${raw}'.`;
  return undefined;
}

/** The declared settings, trimmed, an empty one as unset, checked and with their defaults. */
function readSettings(env: Env): Settings {
  const given = new Map<Name, string>();
  for (const name of NAMES) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    given.set(name, raw);
    const { schema, message, check } = SETTINGS[name];
    // Ajv would take '1e3' or '0x10' for a number: a whole number is digits.
    const problem = schema.type === 'integer' && !/^\d+$/.test(raw) ? message?.(name, raw) : check?.(raw);
    if (problem) throw new ConfigError(problem);
  }
  try {
    return envSchema<Settings>({ schema: SCHEMA, data: Object.fromEntries(given), env: false });
  } catch (error) {
    const wrong = (error as { errors?: { instancePath: string }[] }).errors?.map((e) => e.instancePath.slice(1));
    const name = NAMES.find((each) => wrong?.includes(each));
    const message = name && SETTINGS[name].message?.(name, given.get(name) ?? '');
    throw message ? new ConfigError(message) : error;
  }
}

function readFirebase(settings: Settings): FirebaseSettings | undefined {
  const names = ['FIREBASE_API_KEY', 'FIREBASE_AUTH_DOMAIN', 'FIREBASE_PROJECT_ID'] as const;
  const missing = names.filter((name) => settings[name] === undefined);
  if (missing.length === names.length) return undefined;
  if (missing.length > 0)
    throw new ConfigError(
      `A real Firebase project needs all three settings; missing ${missing.join(', ')}. ` +
        'Set none of them to use the local Auth emulator.',
    );
  const [apiKey = '', authDomain = '', projectId = ''] = names.map((name) => settings[name]);
  return { apiKey, authDomain, projectId };
}

function readAnalytics(
  { FIREBASE_APP_ID: appId, FIREBASE_MEASUREMENT_ID: measurementId }: Settings,
  firebase: FirebaseSettings | undefined,
): AnalyticsSettings | undefined {
  if (!appId && !measurementId) return undefined;
  if (!appId || !measurementId)
    throw new ConfigError(
      `Analytics needs both FIREBASE_APP_ID and FIREBASE_MEASUREMENT_ID; missing ${appId ? 'FIREBASE_MEASUREMENT_ID' : 'FIREBASE_APP_ID'}.`,
    );
  if (!firebase)
    throw new ConfigError(
      'Analytics needs a real Firebase project: set FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN and FIREBASE_PROJECT_ID too.',
    );
  return { appId, measurementId };
}

/** Emulator mode (no Firebase project, or FIREBASE_AUTH_EMULATOR_HOST): unsigned tokens, so 127.0.0.1 by default. */
export function usesAuthEmulator(config: { firebase?: FirebaseSettings; authEmulatorHost?: string }): boolean {
  return config.firebase === undefined || config.authEmulatorHost !== undefined;
}

/** The settings as the server uses them. */
export type ServerConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env: Env = process.env) {
  const settings = readSettings(env);
  const firebase = readFirebase(settings);
  const authEmulatorHost = settings.FIREBASE_AUTH_EMULATOR_HOST;
  const { PORT: port, PUBLIC_URL: publicUrl, IMAGE_BASE_URL: imageBaseUrl } = settings;
  return {
    port,
    /** HOST, else 0.0.0.0, or 127.0.0.1 in emulator mode (see usesAuthEmulator). */
    host: settings.HOST ?? (usesAuthEmulator({ firebase, authEmulatorHost }) ? '127.0.0.1' : '0.0.0.0'),
    /** HOST was set: the shop listens where it says even in emulator mode. */
    hostFromEnv: settings.HOST !== undefined,
    databaseUrl: settings.DATABASE_URL,
    sqliteFile: path.resolve(settings.SQLITE_FILE),
    imageBaseUrl: imageBaseUrl.endsWith('/') ? imageBaseUrl : `${imageBaseUrl}/`,
    imageDir: path.resolve(settings.IMAGE_DIR),
    /** undefined for PORT 0: then the port the server got (see buildApp). */
    publicUrl: publicUrl ? new URL(publicUrl).origin : port === 0 ? undefined : `http://localhost:${port}`,
    /** undefined: start the Auth emulator. */
    firebase,
    /** undefined: no banner, no analytics code, no analytics hosts in the CSP (docs/requirements.md §10.22). */
    analytics: readAnalytics(settings, firebase),
    registeredDisplayName: settings.SHOP_DISPLAY_NAME,
    authEmulatorPort: settings.AUTH_EMULATOR_PORT,
    authEmulatorHost,
    logLevel: settings.LOG_LEVEL,
    redisUrl: settings.REDIS_URL,
    metricsPort: settings.METRICS_PORT,
    metricsHost: settings.METRICS_HOST,
    shutdownDrainMs: settings.SHUTDOWN_DRAIN_MS,
    searchRateLimit: settings.SEARCH_RATE_LIMIT,
    searchScanLimit: settings.SEARCH_SCAN_LIMIT,
    orderRateLimit: settings.ORDER_RATE_LIMIT,
    smtpUrl: settings.SMTP_URL,
    mailFrom: settings.MAIL_FROM,
    mailDir: path.resolve(settings.MAIL_DIR),
    mailRetryMaxMs: settings.MAIL_RETRY_MAX * 1000,
  };
}
