// When the event loop lags badly the whole process is behind: searches and the whole product list,
// the expensive answers, are then turned away with 503 so that health checks and the cheap answers
// (a product, the categories, pages, files) keep coming in time.
import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '../../contract';
import { errorBody, RETRY_AFTER_SECONDS } from '../http/errors';
import { searchKindOf } from './searchKind';
import type { SearchSlots } from './searchSlots';

/** Mean lag over a second: every answer, however cheap, already waits this long before it starts. */
export const MAX_EVENT_LOOP_DELAY_MS = 250;
const WHOLE_LIST_ROUTE = '/api/products';

/** What decides the pressure; tests pass a health check that says "overloaded" at once. */
export type PressureOptions = Pick<
  FastifyUnderPressureOptions,
  'maxEventLoopDelay' | 'sampleInterval' | 'healthCheck' | 'healthCheckInterval'
>;

const expensive = (request: FastifyRequest): boolean =>
  searchKindOf(request) !== undefined || request.routeOptions.url === WHOLE_LIST_ROUTE;

/**
 * Nothing: the request goes on. A body: the plugin sends it as the answer, which ends the request
 * (sending it here would not: the plugin then calls the next hook before the answer is out).
 */
function shedExpensive(searches: SearchSlots) {
  return (request: FastifyRequest, reply: FastifyReply): ApiErrorBody | undefined => {
    if (!expensive(request)) return undefined;
    const kind = searchKindOf(request);
    if (kind) searches.shed(kind);
    reply
      .code(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8');
    return errorBody(503, 'The shop is very busy right now. Please try again in a few seconds.', 'busy');
  };
}

export async function registerLoadShedding(
  app: FastifyInstance,
  searches: SearchSlots,
  pressure: PressureOptions = {},
): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: MAX_EVENT_LOOP_DELAY_MS,
    ...pressure,
    // Its types leave out the returned body its code sends (`reply.send(result)`).
    pressureHandler: shedExpensive(searches) as unknown as FastifyUnderPressureOptions['pressureHandler'],
  });
}
