// The parts of autocannon and json-server (no published types) that the benchmarks use.
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    headers?: Record<string, string>;
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
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}

declare module 'json-server' {
  import type { Express, RequestHandler } from 'express';
  const jsonServer: {
    create(): Express;
    router(source: string | object): RequestHandler;
    defaults(options?: { logger?: boolean; static?: string; noCors?: boolean }): RequestHandler[];
  };
  export = jsonServer;
}
