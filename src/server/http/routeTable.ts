// The methods each path takes, read from the routes Fastify registers, so the 405 answers' Allow
// list can never disagree with the routes themselves.
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import type { FastifyInstance, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A catch-all that answers "no endpoint here" (unknown /api paths): it allows nothing. */
    noEndpoint?: boolean;
  }
}

export const NO_ENDPOINT = { noEndpoint: true };

const isEndpoint = (route: RouteOptions): boolean => route.config?.noEndpoint !== true;

export interface RouteTable {
  /** The methods `path` takes (HEAD and OPTIONS left out), empty when no route matches it. */
  methodsFor(path: string): string[];
}

/** Call before any route is registered: it records every later one. */
export function recordRoutes(app: FastifyInstance): RouteTable {
  const router = FindMyWay({ maxParamLength: Number.MAX_SAFE_INTEGER });
  const methods = new Set<string>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      methods.add(method);
      router.on(method as HTTPMethod, route.url, () => undefined, { endpoint: isEndpoint(route) });
    }
  });
  // An empty named parameter (the favourite route with no product id) names nothing, though the router would match it.
  const takes = (method: string, path: string): boolean => {
    const found = router.find(method as HTTPMethod, path);
    const endpoint = (found?.store as { endpoint: boolean } | undefined)?.endpoint === true;
    return endpoint && Object.entries(found?.params ?? {}).every(([name, value]) => name === '*' || value !== '');
  };
  return { methodsFor: (path) => [...methods].filter((method) => takes(method, path)) };
}
