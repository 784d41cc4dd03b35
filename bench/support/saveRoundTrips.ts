// bench:admin's save rows (issue 38): the edit screen's save round trip, GET /api/admin/products/:id
// for its ETag then PUT over it with If-Match, from CONNECTIONS clients at once, each request on a
// connection of its own; right after each save, the shopper's product answer (it must show the new
// price: the save is served at once on its copy); and a sitemap part asked first after a save (the
// products' own lastmod, read 50,000 at a time). p50 and p95 of the wall time.
import http from 'node:http';
import { productApiPath } from '@/shopRoutes';
import { adminProductApiPath } from '@/staffRoutes';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const SAVES = Number(process.env.BENCH_SAVES ?? 400);
const SITEMAP_SAMPLES = 5;

interface Answer {
  status: number;
  etag?: string;
  body: string;
}

/** One request on a connection of its own (no keep-alive), as each save of a browser tab may be. */
function send(base: URL, method: string, path: string, headers: Record<string, string>, body?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      { host: base.hostname, port: base.port, method, path, headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            etag: response.headers.etag,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

export interface Timed {
  name: string;
  times: number[];
  /** What the answers were, for the table's last column. */
  note: string;
}

const between = (from: number, to: number) => from + Math.floor(Math.random() * (to - from + 1));

export async function saveRows(baseUrl: string, token: string, products: number): Promise<Timed[]> {
  const base = new URL(baseUrl);
  const auth = { authorization: `Bearer ${token}` };
  const roundTrips: number[] = [];
  const shopperAnswers: number[] = [];
  const statuses = new Map<number, number>();
  let stale = 0;
  let started = 0;

  async function oneSave(): Promise<void> {
    const id = between(1, products);
    const begun = performance.now();
    const read = await send(base, 'GET', adminProductApiPath(id), auth);
    if (read.status !== 200 || !read.etag) throw new Error(`GET ${id}: ${read.status} ${read.body}`);
    const product = JSON.parse(read.body) as { price: number };
    const price = Math.round((product.price + 0.01) * 100) / 100;
    const saved = await send(
      base,
      'PUT',
      adminProductApiPath(id),
      { ...auth, 'content-type': 'application/json', 'if-match': read.etag },
      JSON.stringify({ ...product, price }),
    );
    roundTrips.push(performance.now() - begun);
    statuses.set(saved.status, (statuses.get(saved.status) ?? 0) + 1);
    if (saved.status === 412) return; // another client saved the same product in between: a conflict, as designed
    if (saved.status !== 200) throw new Error(`PUT ${id}: ${saved.status} ${saved.body}`);
    const asked = performance.now();
    const shown = await send(base, 'GET', productApiPath(id), {});
    shopperAnswers.push(performance.now() - asked);
    if ((JSON.parse(shown.body) as { price: number }).price !== price) stale += 1;
  }

  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (started < SAVES) {
        started += 1;
        await oneSave();
      }
    }),
  );

  const sitemapParts = Math.ceil((products + 1) / 50_000);
  const sitemap: number[] = [];
  for (let sample = 0; sample < SITEMAP_SAMPLES && sitemapParts > 1; sample++) {
    await oneSave();
    const part = between(1, sitemapParts);
    const asked = performance.now();
    const answer = await send(base, 'GET', `/sitemap-${part}.xml`, { 'accept-encoding': 'br' });
    sitemap.push(performance.now() - asked);
    if (answer.status !== 200) throw new Error(`sitemap part ${part}: ${answer.status}`);
  }

  const counted = [...statuses].map(([status, count]) => `${status}: ${count}`).join(', ');
  return [
    { name: `save round trip (GET, PUT If-Match), ${CONNECTIONS} at once`, times: roundTrips, note: counted },
    { name: "shopper's product answer right after its save", times: shopperAnswers, note: `${stale} stale` },
    ...(sitemap.length > 0
      ? [
          {
            name: 'sitemap part (50,000 URLs), first ask after a save',
            times: sitemap,
            note: `${sitemap.length} asked`,
          },
        ]
      : []),
  ];
}
