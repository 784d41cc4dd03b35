// The staff API of one product as MSW handlers over an in-memory store, answering as the server does
// (test/server/staff/adminProductEdit.test.ts, adminProductAddDelete.test.ts hold the real one): ETag
// and If-Match (412 with the newer version), the history with undo, add with the next id, delete.
import { http, HttpResponse } from 'msw';
import type { AdminProduct, ProductHistory } from '@/contract';
import { API } from '@/shopRoutes';
import { STAFF_API } from '@/staffRoutes';

type Change = ProductHistory['changes'][number];

const url = (path: string) => `${window.location.origin}${path}`;

export function fakeProductApi(initial: AdminProduct[]) {
  const products = new Map(initial.map((product) => [product.id, { product, version: 1 }]));
  const changes: Array<Change & { productId: number }> = [];
  let nextChange = 1;
  const etagOf = (id: number) => `"v${id}-${products.get(id)?.version}"`;
  const requests: Array<{ method: string; path: string; ifMatch: string | null; body?: unknown }> = [];
  const record = (productId: number, action: string, before: AdminProduct | null, after: AdminProduct | null) => {
    const changed = (
      ['id', 'title', 'price', 'description', 'mark', 'category', 'images', 'stock', 'vatRate'] as const
    ).filter((field) => JSON.stringify(before?.[field]) !== JSON.stringify(after?.[field]));
    changes.unshift({
      id: nextChange++,
      productId,
      at: '2026-11-26T10:00:00.000Z',
      by: 'ana@shop.example',
      action,
      before,
      after,
      changed,
    });
  };
  const notFound = (id: number | string) =>
    HttpResponse.json({ error: 'not_found', message: `There is no product with the id ${id}.` }, { status: 404 });
  const stale = (id: number) =>
    HttpResponse.json(
      {
        error: 'changed_since_read',
        message: 'Someone changed this product.',
        current: products.get(id)!.product,
        etag: etagOf(id),
      },
      { status: 412, headers: { etag: etagOf(id) } },
    );
  const answerProduct = (id: number, status = 200) =>
    HttpResponse.json(products.get(id)!.product, { status, headers: { etag: etagOf(id) } });

  /** Someone else saves the product (another tab, an import): its version moves on. */
  const saveElsewhere = (id: number, changes: Partial<AdminProduct>) => {
    const entry = products.get(id)!;
    const before = entry.product;
    products.set(id, { product: { ...before, ...changes }, version: entry.version + 1 });
    record(id, 'save', before, products.get(id)!.product);
  };

  /** The product's problems as the import's rules would name them (a few of them). */
  let refuse: ((body: Record<string, unknown>) => Array<{ field: string; message: string }>) | undefined;

  const handlers = [
    http.get(url(STAFF_API.adminMe), () =>
      HttpResponse.json({ email: 'ana@shop.example', pictureBaseUrl: '/pictures/' }),
    ),
    http.get(url(API.favourites), () => HttpResponse.json({ productIds: [] })),
    http.get(url(STAFF_API.adminProductNextId), () =>
      HttpResponse.json({ id: Math.max(0, ...products.keys(), ...changes.map((change) => change.productId)) + 1 }),
    ),
    http.get(url(STAFF_API.adminProduct), ({ params }) => {
      const id = Number(params.id);
      return products.has(id) ? answerProduct(id) : notFound(String(params.id));
    }),
    http.put(url(STAFF_API.adminProduct), async ({ params, request }) => {
      const id = Number(params.id);
      const body = (await request.json()) as Record<string, unknown>;
      requests.push({
        method: 'PUT',
        path: new URL(request.url).pathname,
        ifMatch: request.headers.get('if-match'),
        body,
      });
      if (!products.has(id)) return notFound(id);
      if (request.headers.get('if-match') !== etagOf(id)) return stale(id);
      const problems = refuse?.(body) ?? [];
      if (problems.length > 0)
        return HttpResponse.json(
          { error: 'invalid_product', message: 'Nothing was saved.', problems },
          { status: 400 },
        );
      const before = products.get(id)!;
      products.set(id, { product: { ...(body as unknown as AdminProduct), id }, version: before.version + 1 });
      record(id, 'save', before.product, products.get(id)!.product);
      return answerProduct(id);
    }),
    http.post(url(STAFF_API.adminProducts), async ({ request }) => {
      const body = (await request.json()) as AdminProduct;
      requests.push({ method: 'POST', path: STAFF_API.adminProducts, ifMatch: null, body });
      if (products.has(body.id))
        return HttpResponse.json(
          { error: 'id_taken', message: `A product with the id ${body.id} exists already: choose another id.` },
          { status: 409 },
        );
      const problems = refuse?.(body) ?? [];
      if (problems.length > 0)
        return HttpResponse.json(
          { error: 'invalid_product', message: 'Nothing was saved.', problems },
          { status: 400 },
        );
      products.set(body.id, { product: body, version: 1 });
      record(body.id, 'add', null, body);
      return answerProduct(body.id, 201);
    }),
    http.delete(url(STAFF_API.adminProduct), ({ params, request }) => {
      const id = Number(params.id);
      requests.push({
        method: 'DELETE',
        path: new URL(request.url).pathname,
        ifMatch: request.headers.get('if-match'),
      });
      if (!products.has(id)) return notFound(id);
      if (request.headers.get('if-match') !== etagOf(id)) return stale(id);
      record(id, 'delete', products.get(id)!.product, null);
      products.delete(id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(url(STAFF_API.adminProductHistory), ({ params, request }) => {
      const id = Number(params.id);
      const mine = changes.filter((change) => change.productId === id);
      if (!products.has(id) && mine.length === 0) return notFound(id);
      const before = new URL(request.url).searchParams.get('before');
      const older = mine.filter((change) => before === null || change.id < Number(before));
      const page = older.slice(0, 2); // two a page, so a test sees "Older changes" with a few
      return HttpResponse.json({
        changes: page.map(({ productId: _, ...change }) => change),
        ...(older.length > 2 && { nextBefore: page.at(-1)!.id }),
      });
    }),
    http.post(url(STAFF_API.adminProductUndo), ({ params, request }) => {
      const id = Number(params.id);
      const change = changes.find((candidate) => candidate.id === Number(params.changeId));
      requests.push({ method: 'UNDO', path: new URL(request.url).pathname, ifMatch: request.headers.get('if-match') });
      if (!change) return notFound(id);
      const current = products.get(id);
      if (current ? request.headers.get('if-match') !== etagOf(id) : request.headers.get('if-none-match') !== '*')
        return current
          ? stale(id)
          : HttpResponse.json({ error: 'precondition_required', message: 'x' }, { status: 428 });
      if (!change.before) {
        products.delete(id);
        record(id, 'undo', current!.product, null);
        return new HttpResponse(null, { status: 204 });
      }
      products.set(id, { product: change.before, version: (current?.version ?? 0) + 1 });
      record(id, 'undo', current?.product ?? null, change.before);
      return answerProduct(id);
    }),
  ];

  return {
    handlers,
    requests,
    saveElsewhere,
    product: (id: number) => products.get(id)?.product,
    refuseWith: (rule: typeof refuse) => {
      refuse = rule;
    },
  };
}
