// The parts of autocannon and json-server (no published types) that the benchmarks use.
declare module 'autocannon' {
  export interface RequestParams {
    path: string;
    headers: Record<string, string>;
    method?: string;
    body?: string;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    /** Each request built anew: setupRequest is called once per request sent. */
    requests?: Array<{ setupRequest: (request: RequestParams) => RequestParams }>;
    /** Seconds before a request counts as timed out (default 10). */
    timeout?: number;
    method?: string;
    /** Requests to send in all, instead of a duration. */
    amount?: number;
  }
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
    total: number;
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    /** Socket errors and timeouts: a timeout counts in both. */
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}

declare module 'json-server' {
  import type { Server } from 'node:http';
  /** An Express middleware; only ever handed back to `use`. */
  type RequestHandler = (...args: never[]) => void;
  interface Express {
    use(...handlers: (string | RequestHandler | RequestHandler[])[]): void;
    listen(port: number, host: string, ready: () => void): Server;
  }
  const jsonServer: {
    create(): Express;
    router(source: string | object): RequestHandler;
    defaults(options?: { logger?: boolean; static?: string; noCors?: boolean }): RequestHandler[];
  };
  export = jsonServer;
}
