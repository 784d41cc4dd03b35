// `npm run bench:admin:categories -- [products]`: the staff's categories (issue 38) at 1,000,000
// products (or `products`) on SQLite and, when TEST_DATABASE_URL is set, PostgreSQL, each filled by the
// shop's own import as bench:admin does, then served by buildApp in this process to one staff member.
// Timed one request after another: the list (each category's count capped), a refused removal of the
// largest category (its exact count, along products_category), a recolour, and renames of the largest
// category (every product of it moves), with the event loop's longest stall meanwhile. Figures only.
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { AdminCategoryInUse, AdminCategoryList } from '@/contract';
import { onEachStaffShop, percentile, productsFromArgs, type StaffBenchShop } from './support/staffBenchShop';
import { STAFF_API, adminCategoryApiPath } from '@/staffRoutes';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 30);
const RENAMES = 4;
const WARMUP = 3;

async function measureShop({ engine, url, token, importSeconds }: StaffBenchShop): Promise<void> {
  console.log(`| ${engine} | import (with products_category) | ${importSeconds.toFixed(1)} s | | |`);
  const ask = async (pathname: string, init: RequestInit = {}) => {
    const started = performance.now();
    const response = await fetch(`${url}${pathname}`, {
      ...init,
      headers: {
        authorization: `Bearer ${token}`,
        ...(init.body && { 'content-type': 'application/json' }),
        ...init.headers,
      },
    });
    const text = await response.text();
    return { ms: performance.now() - started, status: response.status, etag: response.headers.get('etag'), text };
  };
  const timed = async (name: string, times: number, request: () => ReturnType<typeof ask>, status: number) => {
    const ms: number[] = [];
    let last = '';
    for (let index = 0; index < WARMUP + times; index++) {
      const answer = await request();
      if (answer.status !== status) throw new Error(`${name}: ${answer.status} ${answer.text}`);
      if (index >= WARMUP) ms.push(answer.ms);
      last = answer.text;
    }
    ms.sort((a, b) => a - b);
    console.log(
      `| ${engine} | ${name} | ${percentile(ms, 50).toFixed(1)} ms | ${percentile(ms, 95).toFixed(1)} ms | ${times} |`,
    );
    return last;
  };
  const list = async () => JSON.parse((await ask(STAFF_API.adminCategories)).text) as AdminCategoryList;
  await timed('list (counts capped at 1,000)', REQUESTS, () => ask(STAFF_API.adminCategories), 200);

  // The largest category: the refusal counts it exactly.
  const refusals = await Promise.all(
    (await list()).categories.map(async (row) => {
      const answer = await ask(adminCategoryApiPath(row.category.id), {
        method: 'DELETE',
        headers: { 'if-match': row.etag },
      });
      return { row, products: (JSON.parse(answer.text) as AdminCategoryInUse).products };
    }),
  );
  const largest = refusals.sort((a, b) => b.products - a.products)[0]!;
  let { category, etag } = largest.row;
  const remove = () => ask(adminCategoryApiPath(category.id), { method: 'DELETE', headers: { 'if-match': etag } });
  const refused = await timed(`removal refused, counting "${largest.row.category.catName}"`, REQUESTS, remove, 409);
  console.log(
    `| ${engine} | ... its exact count | ${(JSON.parse(refused) as AdminCategoryInUse).products.toLocaleString('en')} products | | |`,
  );

  const put = async (fields: object) => {
    const answer = await ask(adminCategoryApiPath(category.id), {
      method: 'PUT',
      headers: { 'if-match': etag },
      body: JSON.stringify({ ...category, ...fields }),
    });
    if (answer.status !== 200) throw new Error(`save: ${answer.status} ${answer.text}`);
    category = JSON.parse(answer.text) as typeof category;
    etag = answer.etag ?? '';
    return answer;
  };
  let colour = 0;
  await timed('recolour', 10, () => put({ bgColor: `#${(++colour % 4096).toString(16).padStart(3, '0')}` }), 200);

  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const renames: number[] = [];
  const name = category.catName;
  for (let index = 0; index < RENAMES; index++)
    renames.push((await put({ catName: index % 2 === 0 ? `${name} neu` : name })).ms);
  lag.disable();
  renames.sort((a, b) => a - b);
  console.log(
    `| ${engine} | rename, ${largest.products.toLocaleString('en')} products move | ${(percentile(renames, 50) / 1000).toFixed(1)} s | max ${(renames.at(-1)! / 1000).toFixed(1)} s | ${RENAMES}; event loop's longest stall ${(lag.max / 1e6).toFixed(0)} ms |`,
  );
  // PostgreSQL: the moved rows' old versions stay until autovacuum, and the count reads past them.
  await timed('removal refused, right after the renames', 10, remove, 409);
}

async function main(): Promise<void> {
  const [one] = loadavg();
  console.log(
    `Staff categories API, one request at a time after ${WARMUP} untimed; ` +
      `load average ${(one ?? 0).toFixed(2)}, node ${process.version}, ${new Date().toISOString()}`,
  );
  console.log('| database | request | p50 | p95 | requests |\n|---|---|---|---|---|');
  await onEachStaffShop(productsFromArgs(), measureShop);
}

main().catch((error: unknown) => {
  console.error('bench failed:', error);
  process.exit(1);
});
