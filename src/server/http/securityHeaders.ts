// Security headers on every response. Scripts only from our own origin (no inline script: the
// client config block is JSON data, not code); network calls only to us and the configured
// Firebase Auth endpoints, and Google Analytics' hosts only when the shop measures (with consent).
import type { FastifyInstance } from 'fastify';

export interface SecurityHeaderOptions {
  imageBaseUrl: string;
  /** Set when the shop uses the local Auth emulator, e.g. 'http://127.0.0.1:9099'. */
  authEmulatorUrl?: string;
  /** The shop is configured for analytics (docs/requirements.md §10.22). */
  analytics?: boolean;
}

export const FIREBASE_AUTH_ORIGINS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];

/**
 * Everything Firebase Analytics reaches once a shopper accepts: its config and Installations calls,
 * gtag.js and the hits it sends (Google's CSP list for Google Analytics 4).
 */
export const ANALYTICS_SOURCES = {
  script: ['https://*.googletagmanager.com'],
  connect: [
    'https://firebase.googleapis.com',
    'https://firebaseinstallations.googleapis.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
} as const;

const NO_SOURCES = { script: [], connect: [], img: [] };

function originOf(url: string): string | undefined {
  return /^https?:\/\//.test(url) ? new URL(url).origin : undefined;
}

export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  const imageOrigin = originOf(options.imageBaseUrl);
  const authOrigins = options.authEmulatorUrl ? [new URL(options.authEmulatorUrl).origin] : FIREBASE_AUTH_ORIGINS;
  const analytics = options.analytics ? ANALYTICS_SOURCES : NO_SOURCES;
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...analytics.script].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', ...(imageOrigin ? [imageOrigin] : []), ...analytics.img].join(' '),
    ['connect-src', "'self'", ...authOrigins, ...analytics.connect].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    // No form is ever submitted by the browser: the app handles every submit itself. Until it has
    // taken over the server-rendered page (or with JavaScript off), a native submit of the login
    // form would put the email and password into the URL (GET /login?email=…&password=…), and
    // Enter in the search would reload the page, which docs/requirements.md §5 says is suppressed.
    "form-action 'none'",
    "object-src 'none'",
  ].join('; ');
}

export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  };
}

export function registerSecurityHeaders(app: FastifyInstance, headers: Record<string, string>): void {
  // A callback hook, not an async one: it runs on every response, and this is measurably cheaper.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(headers);
    done(null, payload);
  });
}
