// The route of a history page, for any versioned resource: newest first, a page at a time (`limit`,
// `before`), with the staff's tag and bearer security; one record's history or a whole resource's.
import type { TObject, TSchema, TString } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorAnswers } from '../../http/errors';
import type { RouteApp } from '../../http/routePlugin';
import { HISTORY_PAGE, HistoryQuery } from './editHistory';
import { staffRoute } from './staffScope';

interface HistoryRoute {
  url: string;
  summary: string;
  /** The page's schema (a reference to the resource's history schema). */
  page: TSchema;
}

type HistoryRequest<P extends string> = FastifyRequest<{
  Params: Record<P, string>;
  Querystring: { limit?: number; before?: number };
}>;

/** The route; `params` (the record's id) where the history is one record's, which adds a 404. */
function historyRoute<P extends string>(
  app: RouteApp,
  { url, summary, page, params }: HistoryRoute & { params?: TObject<Record<P, TString>> },
  handler: (request: HistoryRequest<P>, reply: FastifyReply) => Promise<unknown>,
): void {
  const notFound = params ? [404] : [];
  app.get(
    url,
    {
      schema: {
        ...staffRoute,
        summary,
        ...(params && { params }),
        querystring: HistoryQuery,
        response: { 200: page, ...errorAnswers(400, 401, 403, ...notFound, 503) },
      },
    },
    handler,
  );
}

/** One record's history: its id in the address (`params`), a 404 for an id with neither record nor history. */
export function recordHistoryRoute<P extends string>(
  app: RouteApp,
  route: HistoryRoute & { params: TObject<Record<P, TString>> },
  handler: (request: HistoryRequest<P>, reply: FastifyReply) => Promise<void>,
): void {
  historyRoute(app, route, handler);
}

/** A whole resource's history (every category's, the shop settings'): no id, so never a 404. */
export function resourceHistoryRoute(
  app: RouteApp,
  route: HistoryRoute,
  read: (limit: number, before?: number) => Promise<unknown>,
): void {
  historyRoute(app, route, async (request, reply) => {
    const { limit = HISTORY_PAGE, before } = request.query;
    return reply.send(await read(limit, before));
  });
}
