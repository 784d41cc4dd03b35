// GET /healthz (the process answers) and GET /readyz (it should get traffic), for load balancers and
// supervisors: cheap, never rate-limited, never cached or indexed, and quiet in the logs.
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { errorAnswers, errorBody } from '../http/errors';
import type { Readiness } from './readiness';
import { routePlugin } from '../http/routePlugin';

export interface HealthRouteOptions {
  readiness: Readiness;
}

const Status = Type.Object({ status: Type.String() });

function probeAnswer(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
}

export const healthRoutes = routePlugin<HealthRouteOptions>((app, options) => {
  const quiet = { logLevel: 'warn' as const };

  app.get(
    '/healthz',
    { ...quiet, schema: { tags: ['operations'], summary: 'The process answers.', response: { 200: Status } } },
    async (_request, reply) => probeAnswer(reply).send({ status: 'ok' }),
  );

  app.get(
    '/readyz',
    {
      ...quiet,
      schema: {
        tags: ['operations'],
        summary: 'The copy can serve: its database answers and is migrated, and it is not stopping.',
        response: { 200: Status, ...errorAnswers(503) },
      },
    },
    async (_request, reply) => {
      const reason = await options.readiness.problem();
      // For load balancers and operators, not shoppers: in English whatever the request asks, as the log.
      if (reason)
        return probeAnswer(reply)
          .code(503)
          .send(errorBody(503, reason, 'not_ready'));
      return probeAnswer(reply).send({ status: 'ready' });
    },
  );
});
