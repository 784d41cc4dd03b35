// What the owner's Prometheus scrapes (docs/operations-running.md): one registry per app, so tests
// that build several apps in one process do not share counts.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export interface CatalogueFigures {
  products(): Promise<number>;
  version(): Promise<number>;
}

export class ShopMetrics {
  readonly registry = new Registry();

  readonly requestDuration = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Time from the request to the answer, by route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  readonly favouritesWrites = new Counter({
    name: 'shop_favourites_writes_total',
    help: 'Favourite writes by operation and outcome.',
    labelNames: ['operation', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly rateLimitRefusals = new Counter({
    name: 'shop_rate_limit_refusals_total',
    help: 'Writes refused with 429 because an account used up its budget.',
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /** Catalogue size and version, asked at scrape time. */
  watchCatalogue(figures: CatalogueFigures): void {
    new Gauge({
      name: 'shop_catalogue_products',
      help: 'Products in the catalogue.',
      registers: [this.registry],
      async collect() {
        this.set(await figures.products());
      },
    });
    new Gauge({
      name: 'shop_catalogue_version',
      help: 'The catalogue version, raised by every import.',
      registers: [this.registry],
      async collect() {
        this.set(await figures.version());
      },
    });
  }
}
