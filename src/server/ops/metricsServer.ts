// The metrics on a port of their own (METRICS_PORT), never the shop's: what the owner's Prometheus
// sees is no business of the shoppers'.
import http from 'node:http';
import type { ShopMetrics } from './metrics';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

export async function startMetricsServer(metrics: ShopMetrics, port: number, host: string): Promise<MetricsServer> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?', 1)[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Only GET /metrics is served here.\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`${String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
