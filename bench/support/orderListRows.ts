// bench:admin's order rows (issue 48): ORDERS orders written straight into the shop's database by a
// bulk insert (the API would take minutes and measure itself), as a shop's years of orders look: most
// completed, some new, paid, shipped or cancelled, 20,000 customers whose emails come in mixed case.
// Then GET /api/admin/orders one request after another: the first page, a status filter (a frequent
// and a rare status), a customer's email in another case, and '#number'. p50 and p95 of each fetch.
import { sql } from 'kysely';
import type { ShopDb } from '@/server/db/connection';
import { STAFF_API } from '@/staffRoutes';
import { percentile } from './staffBenchShop';

export const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const CUSTOMERS = 20_000;
const BATCH = 1000;
/** Of 20 orders: 1 new, 2 paid, 3 shipped, 13 completed, 1 cancelled. */
const STATUSES = [
  'new',
  'paid',
  'paid',
  'shipped',
  'shipped',
  'shipped',
  'cancelled',
  ...Array<string>(13).fill('completed'),
];

const customer = (n: number) => `Kunde.${n}@Example.com`;

function orderRow(n: number, startedAt: number) {
  return {
    // One order every 5 minutes up to now, the oldest first, as numbers are given.
    created_at: startedAt + n * 300_000,
    idempotency_key: `bench-${n}`,
    request_hash: 'bench',
    access_token: `bench-token-${n}`,
    account: null,
    email: customer(n % CUSTOMERS),
    name: 'Anna Schmidt',
    street: 'Gartenweg 5',
    postal_code: '80331',
    city: 'München',
    country: 'DE',
    payment_method: n % 3 === 0 ? 'invoice' : 'prepayment',
    // The newest orders are the open ones, as in a shop; the old ones spread over every status.
    status: n > ORDERS - 200 ? 'new' : STATUSES[n % STATUSES.length]!,
    subtotal_cents: 4990 + (n % 50) * 1000,
    shipping_cents: 495,
    total_cents: 5485 + (n % 50) * 1000,
    language: n % 4 === 0 ? 'en' : 'de',
  };
}

/** ORDERS orders in batches of BATCH rows, in one transaction; the planner's figures fresh after. */
export async function seedOrders(db: ShopDb): Promise<number> {
  const started = performance.now();
  const startedAt = Date.now() - ORDERS * 300_000;
  await db.transaction().execute(async (trx) => {
    for (let from = 1; from <= ORDERS; from += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, ORDERS - from + 1) }, (_, i) => orderRow(from + i, startedAt));
      await trx.insertInto('orders').values(rows).execute();
    }
  });
  // What autovacuum (PostgreSQL) or the shop's upkeep would have done long before 100,000 orders.
  await sql`analyze orders`.execute(db);
  return (performance.now() - started) / 1000;
}

const CASES: { name: string; query: () => string }[] = [
  { name: 'orders, first page (50)', query: () => '' },
  { name: "orders, status 'completed'", query: () => '?status=completed' },
  { name: "orders, status 'cancelled'", query: () => '?status=cancelled' },
  {
    name: 'orders, an email in another case',
    query: () => `?q=${encodeURIComponent(customer(Math.floor(Math.random() * CUSTOMERS)).toLowerCase())}`,
  },
  { name: "orders, '#number'", query: () => `?q=${encodeURIComponent(`#${1 + Math.floor(Math.random() * ORDERS)}`)}` },
];

/** Each case's row cells: `request | p50 ms | p95 ms | orders on the (last) page`. */
export async function orderListRows(
  url: string,
  headers: Record<string, string>,
  requests: number,
  warmup: number,
): Promise<string[]> {
  const rows: string[] = [];
  for (const each of CASES) {
    const times: number[] = [];
    let shown = 0;
    for (let index = 0; index < warmup + requests; index++) {
      const started = performance.now();
      const response = await fetch(`${url}${STAFF_API.adminOrders}${each.query()}`, { headers });
      const body = (await response.json()) as { orders: unknown[] };
      if (response.status !== 200) throw new Error(`${each.name}: ${response.status} ${JSON.stringify(body)}`);
      if (index >= warmup) times.push(performance.now() - started);
      shown = body.orders.length;
    }
    times.sort((a, b) => a - b);
    rows.push(`${each.name} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${shown}`);
  }
  return rows;
}
