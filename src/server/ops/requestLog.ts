// One log line per request, with its id (X-Request-Id when the caller sent a sane one, echoed in the
// answer), and nothing that identifies or authenticates a shopper: no token, password or email.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;
/** Query parameters that carry a secret or a person (the email action links of §10.20 have both). */
const SECRET_PARAMS = /^(email|oobcode|apikey|token|idtoken|password|continueurl)$/i;

const REDACTED = '[redacted]';

/** The URL as logged: secret parameters and anything that looks like an email address are blanked. */
function loggedUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const [name = '', value] = pair.split('=', 2);
      if (value === undefined) return pair;
      let decoded = value;
      try {
        decoded = decodeURIComponent(value.replace(/\+/g, ' '));
      } catch {
        // undecodable: judged as it is
      }
      return SECRET_PARAMS.test(name) || decoded.includes('@') ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, query)}?${params.join('&')}`;
}

function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Fastify options for buildApp: the logger (or none) with redaction, and our own request log. */
export function requestLogOptions(logger: boolean | { level: string }): Partial<FastifyServerOptions> {
  return {
    logger: logger && {
      ...(typeof logger === 'object' ? logger : {}),
      redact: {
        paths: ['req.headers.authorization', 'headers.authorization', 'password', '*.password', 'email', '*.email'],
        censor: REDACTED,
      },
    },
    genReqId: requestId,
    logController: new LogController({ disableRequestLogging: true }),
  };
}

export function registerRequestLog(app: FastifyInstance): void {
  // A callback hook that answers at once: an async one would let Node's parser refuse a broken
  // body (400) before the answer the request already has (405) is written.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: loggedUrl(request.url),
        route: request.routeOptions.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
}
