// Every answer's duration into the histogram, by route pattern (never the raw URL: one series per
// route, whatever ids shoppers send) and status.
import type { FastifyInstance } from 'fastify';
import type { ShopMetrics } from './metrics';

export function registerRequestMetrics(app: FastifyInstance, metrics: ShopMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.requestDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}
