// What the owner's Prometheus scrapes (docs/operations-running.md): one registry per app, so tests
// that build several apps in one process do not share counts.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export interface CatalogFigures {
  products(): Promise<number>;
  version(): Promise<number>;
}

export interface SearchOccupancy {
  occupancy(): { running: number; waiting: number };
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

  readonly searches = new Counter({
    name: 'shop_searches_total',
    help:
      'Searches by kind (api: /api/products/page?q=, page: the server-rendered /?q=) and outcome: answered, ' +
      'capped (more matches than the count goes to), failed, shed (no room: 503) or limited (rate limit: 429). ' +
      'Answers from the page cache are no searches.',
    labelNames: ['kind', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly searchDuration = new Histogram({
    name: 'shop_search_duration_seconds',
    help: 'Time of a search from its arrival at the search slots (waiting included) to its result, by kind and outcome.',
    labelNames: ['kind', 'outcome'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  readonly mailSent = new Counter({
    name: 'shop_mail_sent_total',
    help: 'Emails the mail server (or the .eml folder) took from the outbox.',
    registers: [this.registry],
  });

  readonly mailFailures = new Counter({
    name: 'shop_mail_failed_attempts_total',
    help: 'Attempts to send an email that failed; each is retried with backoff.',
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /** Emails waiting in the outbox, asked at scrape time (all copies' together: the outbox is shared). */
  watchMailOutbox(pending: () => Promise<number>): void {
    new Gauge({
      name: 'shop_mail_pending',
      help: 'Emails in the outbox not sent yet.',
      registers: [this.registry],
      async collect() {
        this.set(await pending());
      },
    });
  }

  /** Searches running and waiting in this process, asked at scrape time. */
  watchSearches(slots: SearchOccupancy): void {
    new Gauge({
      name: 'shop_searches_running',
      help: 'Searches asking the database now.',
      registers: [this.registry],
      collect() {
        this.set(slots.occupancy().running);
      },
    });
    new Gauge({
      name: 'shop_searches_waiting',
      help: 'Searches waiting for room; beyond the line they are shed (503).',
      registers: [this.registry],
      collect() {
        this.set(slots.occupancy().waiting);
      },
    });
  }

  /** Catalogue size and version, asked at scrape time. */
  watchCatalog(figures: CatalogFigures): void {
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
