// GET /api/openapi.json describes every API route the server has, and the answers the routes really
// give match the schemas the document declares for them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Ajv from 'ajv8';
import { json, startTestApp, type TestApp } from '../support/testApp';

interface Operation {
  responses: Record<string, { content?: { 'application/json': { schema: object } } }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object> };
}

/** 'GET /api/product/{id}' for every API and health route Fastify has, from its own route tree. */
function registeredApiRoutes(tree: string): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)$/.exec(line.trimEnd());
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const path = stack.join('');
    if (!/^\/(api|healthz$|readyz$)/.test(path) || path.endsWith('*')) continue;
    for (const method of (match[3] ?? '').split(', ').filter((m) => m !== 'HEAD')) {
      routes.push(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
    }
  }
  return routes.sort();
}

let t: TestApp;
let document: OpenApiDocument;
// A picture store, so the staff's photo upload, which needs one, is among the routes.
const imageDir = mkdtempSync(path.join(tmpdir(), 'shop-openapi-store-'));
beforeAll(async () => {
  t = await startTestApp({ imageDir });
  document = json<OpenApiDocument>((await t.inject('/api/openapi.json')).body);
});
afterAll(async () => {
  await t.close();
  rmSync(imageDir, { recursive: true, force: true });
});

it('is an OpenAPI 3.1 document with an ETag, revalidated like the other API answers', async () => {
  const response = await t.inject('/api/openapi.json');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(document.openapi).toBe('3.1.0');
  const again = await t.inject({
    url: '/api/openapi.json',
    headers: { 'if-none-match': String(response.headers.etag) },
  });
  expect(again.statusCode).toBe(304);
});

it('describes every API route the server has, and nothing else', () => {
  const described = Object.entries(document.paths)
    .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
  const registered = registeredApiRoutes(t.app.printRoutes({ commonPrefix: false }));
  expect(registered).toEqual(expect.arrayContaining(['GET /api', 'GET /api/products', 'GET /api/product/{id}']));
  expect(described).toEqual(registered);
});

it('declares a success answer and JSON error answers for every route', () => {
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const statuses = Object.keys(operation.responses);
      expect([`${method} ${path}`, statuses.some((status) => /^2/.test(status))]).toEqual([`${method} ${path}`, true]);
      for (const status of statuses.filter((s) => /^[45]/.test(s))) {
        const schema = operation.responses[status]?.content?.['application/json'].schema;
        // The error body, or one that adds to it (a staff save's 400 with its problems, its 412
        // with the newer version, a category removal's 409 with its count, the shop settings' 400 and
        // 412, an order's 400 and 409, the staff's order 409 and 412): the client reads
        // `error` and `message` from every one.
        const named = /^#\/components\/schemas\/(\w+)$/.exec(String((schema as { $ref?: string }).$ref))?.[1] ?? '';
        if (named !== 'ErrorBody') {
          expect([`${method} ${path} ${status}`, named]).toEqual([
            `${method} ${path} ${status}`,
            expect.stringMatching(
              /^Admin(Product|Category)(Invalid|Conflict)$|^AdminCategoryInUse$|^ShopSettings(Invalid|Conflict)$|^Order(Invalid|Refusal)$|^AdminOrder(Conflict|Refusal)$/,
            ),
          ]);
          const extended = document.components.schemas[named] as { required: string[] };
          expect(extended.required).toEqual(expect.arrayContaining(['error', 'message']));
        }
      }
    }
  }
});

describe('the catalogue answers match the schemas the document gives them', () => {
  const ajv = new Ajv({ strict: false });
  const check = (path: string, status: number, body: unknown) => {
    ajv.addSchema({ components: document.components }, 'doc');
    const schema = document.paths[path]?.get?.responses[String(status)]?.content?.['application/json'].schema;
    expect(schema).toBeDefined();
    const rewritten = JSON.parse(JSON.stringify(schema).replaceAll('"#/components', '"doc#/components')) as object;
    const valid = ajv.validate(rewritten, body);
    expect(ajv.errorsText()).toBe('No errors');
    expect(valid).toBe(true);
    ajv.removeSchema('doc');
  };

  it.each([
    ['/api', '/api', 200],
    ['/api/products', '/api/products', 200],
    ['/api/product/{id}', '/api/product/1', 200],
    ['/api/product/{id}', '/api/product/999999', 404],
    ['/api/product/{id}', '/api/product/07', 400],
    ['/api/products/page', '/api/products/page?q=bohrschraber', 200],
    ['/api/products/page', '/api/products/page?q=samt%20sessel&words=all', 200],
  ])('%s (%s answers %i)', async (path, url, status) => {
    const response = await t.inject(url);
    expect(response.statusCode).toBe(status);
    check(path, status, JSON.parse(response.body));
  });

  it('a suggestion without its count is refused by the document', async () => {
    const page = json<{ suggestions: Array<Record<string, unknown>> }>(
      (await t.inject('/api/products/page?q=bohrschraber')).body,
    );
    expect(page.suggestions).toHaveLength(1);
    check('/api/products/page', 200, page);
    delete page.suggestions[0]!.matching;
    expect(() => check('/api/products/page', 200, page)).toThrow();
  });

  it('a Product missing a field is refused by the document (the check has teeth)', async () => {
    const product = json<Record<string, unknown>>((await t.inject('/api/product/1')).body);
    delete product.mark;
    expect(() => check('/api/product/{id}', 200, product)).toThrow();
  });
});
