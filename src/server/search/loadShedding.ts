// When the event loop stays behind for seconds the whole process is past what it can carry: searches
// and a streamed whole list, the expensive answers, are then turned away with 503 so that health
// checks and the cheap answers (a product, the categories, pages, files, a prepared whole list) keep
// coming in time. One slow second is not overload (sustainedLag.ts); the search line is the other
// shed point (searchSlots.ts).
import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '../../contract';
import { API } from '../../shopRoutes';
import { ApiError, errorBody, RETRY_AFTER_SECONDS } from '../http/errors';
import { answerI18n } from '../http/requestLanguage';
import type { Words } from '../i18n/serverI18n';
import { searchKindOf } from './searchKind';
import type { SearchSlots } from './searchSlots';
import { LagWindow, sustainedLagCheck } from './sustainedLag';

/** Mean lag over a second: every answer, however cheap, already waits this long before it starts. */
const MAX_EVENT_LOOP_DELAY_MS = 250;
/** Seconds in a row past that lag before shedding starts: longer than a collection or a burst. */
const BEHIND_FOR_SECONDS = 3;
const WHOLE_LIST_ROUTE = API.products;
const BUSY_MESSAGE: Words = (i18n) =>
  i18n._({ id: 'api.search.busy', message: 'The shop is very busy right now. Please try again in a few seconds.' });

/** What decides the pressure; tests pass a health check that says "overloaded" (false) or never does. */
export type PressureOptions = Pick<FastifyUnderPressureOptions, 'healthCheck' | 'healthCheckInterval'>;

export interface LoadSheddingOptions {
  searches: SearchSlots;
  /** The whole list would be read from the database (a large catalogue), not sent prepared. */
  streamsWholeList: () => boolean;
  pressure?: PressureOptions;
}

/**
 * Nothing: the request goes on. A body: the plugin sends it as the answer, which ends the request
 * (sending it here would not: the plugin then calls the next hook before the answer is out).
 */
function shedExpensive({ searches, streamsWholeList }: LoadSheddingOptions) {
  return (request: FastifyRequest, reply: FastifyReply): ApiErrorBody | undefined => {
    const kind = searchKindOf(request);
    const streamedList = request.routeOptions.url === WHOLE_LIST_ROUTE && streamsWholeList();
    if (!kind && !streamedList) return undefined; // a cheap answer: given as ever
    if (kind) searches.shed(kind);
    if (kind === 'page') {
      request.searchRefusal = new ApiError(503, 'busy', BUSY_MESSAGE, { 'retry-after': String(RETRY_AFTER_SECONDS) });
      return undefined; // the app page instead of the search's (searchRefusal.ts)
    }
    reply
      .code(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8');
    return errorBody(503, BUSY_MESSAGE(answerI18n(reply)), 'busy');
  };
}

/** The process keeps up unless its loop lagged past the limit each second for several seconds. */
function sustainedLagPressure(app: FastifyInstance): PressureOptions {
  const lag = sustainedLagCheck(new LagWindow(MAX_EVENT_LOOP_DELAY_MS, BEHIND_FOR_SECONDS));
  app.addHook('onClose', (_app, done) => {
    lag.stop();
    done();
  });
  return { healthCheck: () => Promise.resolve(lag.keepsUp()), healthCheckInterval: 1000 };
}

export async function registerLoadShedding(app: FastifyInstance, options: LoadSheddingOptions): Promise<void> {
  await app.register(underPressure, {
    ...(options.pressure ?? sustainedLagPressure(app)),
    // Its types leave out the returned body its code sends (`reply.send(result)`).
    pressureHandler: shedExpensive(options) as unknown as FastifyUnderPressureOptions['pressureHandler'],
  });
}
