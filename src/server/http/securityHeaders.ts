// The security headers, written by helmet once at start from the options below, as a plain object:
// an onSend hook puts them on every answer Fastify sends, and app.ts on the answers written before
// routing or on the socket. No inline script (the config block is JSON data); Google Analytics'
// hosts only when the shop measures.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityHeaderOptions {
  imageBaseUrl: string;
  authEmulatorUrl?: string;
  analytics?: boolean;
}

const FIREBASE_AUTH_ORIGINS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];

/** Google's CSP list for Google Analytics 4. */
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

/** Exactly the shop's headers: helmet's other defaults (HSTS, CORP, Origin-Agent-Cluster…) stay off. */
function helmetOptions(options: SecurityHeaderOptions): HelmetOptions {
  const imageOrigin = originOf(options.imageBaseUrl);
  const authOrigins = options.authEmulatorUrl ? [new URL(options.authEmulatorUrl).origin] : FIREBASE_AUTH_ORIGINS;
  const analytics = options.analytics ? ANALYTICS_SOURCES : NO_SOURCES;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...analytics.script],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', ...(imageOrigin ? [imageOrigin] : []), ...analytics.img],
        'connect-src': ["'self'", ...authOrigins, ...analytics.connect],
        'frame-ancestors': ["'none'"],
        'base-uri': ["'self'"],
        // Before the app takes over, a native submit would put the password into the URL (GET /login?password=…).
        'form-action': ["'none'"],
        'object-src': ["'none'"],
      },
    },
    xContentTypeOptions: true,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    strictTransportSecurity: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xPoweredBy: false,
    xXssProtection: false,
  };
}

/** The headers helmet writes for these options, as a plain object. */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = { setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value) };
  helmet(helmetOptions(options))({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

export const contentSecurityPolicy = (options: SecurityHeaderOptions): string =>
  securityHeaders(options)['content-security-policy'] ?? '';

export function registerSecurityHeaders(app: FastifyInstance, headers: Record<string, string>): void {
  // A callback hook: on every response, measurably cheaper than an async one.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(headers);
    done(null, payload);
  });
}
