// The bad-input corpus: what bots, scanners and broken clients send to a shop, each with the answer
// a careful server gives. `status` is exact; `body` says what the answer must carry:
// 'json-error' = { error, message } as JSON, 'empty' = no body (HEAD, 204, 304), 'ok' = the normal page or data.
import type { RawRequest } from '../support/rawHttp';

export type Expected = 'json-error' | 'empty' | 'ok';

export interface BadInputCase {
  group: string;
  name: string;
  request: RawRequest;
  status: number;
  body: Expected;
}

const cases: BadInputCase[] = [];
const add = (group: string, name: string, request: RawRequest, status: number, body: Expected = 'json-error') =>
  cases.push({ group, name, request, status, body });

// --- Product ids that are not ids: 400. Encoded where a request line could not carry them raw.
// prettier-ignore
const badIds = [
  'abc', 'one', 'x', '1a', 'a1', '1%20', '%201', '1+1', '-1', '-0', '-2147483647', '0', '00', '000001', '07', '+7',
  '1.5', '1.0', '0.1', '.5', '1,5', '1e3', '1E3', '0x10', '0b1', '0o7', '1_000', 'NaN', 'Infinity', '-Infinity',
  'null', 'undefined', 'true', '%5B%5D', '%7B%7D', '99999999999', '2147483648', '9007199254740993',
  '1'.repeat(150), '%EF%BC%91', '%D9%A3', '%E2%85%A0', '%F0%9F%98%80', '%C3%BC', '%E4%B8%80', '%00', '1%00', '%0A1',
  '1%0D%0AX-Injected:%201', '%2F', '1%2F2', '..%2F1', '%2e%2e', '%252e', '1%3B', '1;2', '1%23', '%09', '1%7F',
];
for (const id of badIds) add('product id', `/api/product/${id}`, { target: `/api/product/${id}` }, 400);
// Well-formed ids of products that do not exist: 404, never 400 and never 500.
for (const id of ['999', '2147483647', '1000000'])
  add('product id', `absent ${id}`, { target: `/api/product/${id}` }, 404);
add('product id', 'empty id', { target: '/api/product/' }, 400);

// --- SQL injection: as an id (400, never reaches a query), as a query string (ignored: 200), as a path (404).
// prettier-ignore
const injections = [
  "1' OR '1'='1", '1 OR 1=1', "1'; DROP TABLE products; --", '1 UNION SELECT * FROM categories', "' OR ''='",
  '1; SELECT pg_sleep(10)', "1' AND SLEEP(5)#", '1)) OR ((1=1', "admin'--", '1 AND 1=CAST((SELECT version()) AS int)',
  "%27%20OR%201%3D1--", '1%27%3B%20DELETE%20FROM%20catalog_meta%3B--',
];
const encode = (text: string) => (text.includes('%') ? text : encodeURIComponent(text));
for (const sql of injections) {
  add('sql injection', `id ${sql}`, { target: `/api/product/${encode(sql)}` }, 400);
  add('sql injection', `query ${sql}`, { target: `/api/products?id=${encode(sql)}` }, 200, 'ok');
  add('sql injection', `path ${sql}`, { target: `/api/${encode(sql)}` }, 404);
}

// --- Path traversal and encoded separators: never a file outside the served folders.
// prettier-ignore
const traversals = [
  '/..%2f..%2fetc/passwd', '/..%2F..%2F..%2Fetc%2Fpasswd', '/images/../../package.json', '/assets/%2e%2e/',
  '/assets/%2e%2e/%2e%2e/package.json', '/images/..%5c..%5cpackage.json', '/.%2e/.%2e/package.json', '/%2e/favicon.svg', '/images/%2e%2e%2f%2e%2e%2fpackage.json',
  '/../../../../etc/passwd', '/./../package.json', '/images/products/..%2f..%2f..%2fsrc%2fserver%2fconfig.ts',
  '/%2e%2e/%2e%2e/etc/shadow', '/images/%00../package.json', '/favicon.svg%00.html',
  '/images/products/sofa-1.svg%2f..%2f..%2f..%2fpackage.json', '/..\\..\\package.json',
  '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd', '/assets/%ff', '/images/%e0%a4%a', '/%', '/index.html%2f..%2f..%2f.env',
];
for (const target of traversals) add('traversal', target, { target }, 400);
// prettier-ignore
const missingFiles = ['/.env', '/.git/config', '/.ssh/id_rsa', '/assets/..;/package.json', '/package.json', '/src/server/config.ts', '/assets/main.js.map', '/images/products/none.svg', '/data/shop.sqlite', '/wp-login.php'];
for (const target of missingFiles) add('traversal', `missing ${target}`, { target }, 404);
for (const target of [
  '/api/../package.json',
  '/api/%2e%2e/%2e%2e/package.json',
  '/api/products/..%2f..%2fpackage.json',
  '/api/product/1/../../package.json',
]) {
  add('traversal', target, { target }, 404);
}

// --- Very long URLs: 414 JSON below Node's header limit; 431 JSON beyond it (rejected while parsing).
const tenKb = 'a'.repeat(10 * 1024);
for (const target of [
  '/',
  `/api/products?q=${tenKb}`,
  `/api/product/${tenKb}`,
  `/product/${tenKb}`,
  `/images/${tenKb}.svg`,
  `/api/${tenKb}`,
]) {
  add(
    'long url',
    `${target.slice(0, 24)}… (${target.length} chars)`,
    { target: target.length > 1 ? target : `/?q=${tenKb}` },
    414,
  );
}
add('long url', '20 kB URL, over the header limit', { target: `/api/products?q=${'b'.repeat(20 * 1024)}` }, 431);

// --- Methods: the shop answers GET/HEAD/OPTIONS only. Known methods on real paths: 405 + Allow.
// prettier-ignore
const methods = ['POST', 'PUT', 'DELETE', 'PATCH', 'PROPFIND', 'PROPPATCH', 'MKCOL', 'COPY', 'MOVE', 'LOCK', 'UNLOCK', 'TRACE', 'SEARCH', 'REPORT', 'PURGE'];
for (const method of methods) {
  for (const target of ['/api', '/api/products', '/api/product/1', '/', '/favourites'])
    add('method', `${method} ${target}`, { method, target }, 405);
  add('method', `${method} /api/nothing`, { method, target: '/api/nothing' }, 404);
}
// Tokens Node's parser does not know as methods, or that are not methods at all: 400.
for (const method of ['FOO', 'get', 'GETT', 'G%54', 'BREW'])
  add('method', `unknown ${method}`, { method, target: '/api' }, 400);

// --- Headers the server must survive.
// prettier-ignore
const badEncodings = ['gzip;q=abc', ';;;,,,', 'br;q=-1', 'identity;q=0, *;q=0', '*', 'x'.repeat(4000), 'gzip;q=0.5;q=0.7', 'GZIP', 'compress, deflate', 'br;q=1e99'];
for (const value of badEncodings)
  add(
    'header',
    `Accept-Encoding: ${value.slice(0, 30)}`,
    { target: '/api/products', headers: [`Accept-Encoding: ${value}`] },
    200,
    'ok',
  );
// prettier-ignore
const badTags = ['garbage', '"', 'W/', ',,,', '"a", W/"b", *x', `"${'z'.repeat(6000)}"`, 'W/"' + '"'.repeat(10)];
for (const value of badTags)
  add(
    'header',
    `If-None-Match: ${value.slice(0, 30)}`,
    { target: '/api', headers: [`If-None-Match: ${value}`] },
    200,
    'ok',
  );
add('header', 'If-None-Match: * (any version)', { target: '/api', headers: ['If-None-Match: *'] }, 304, 'empty');
add('header', 'header of 20 kB', { target: '/api', headers: [`X-Big: ${'a'.repeat(20 * 1024)}`] }, 431);
add(
  'header',
  '300 headers of 100 bytes',
  { target: '/api', headers: Array.from({ length: 300 }, (_, i) => `X-H${i}: ${'v'.repeat(100)}`) },
  431,
);
add('header', 'control character in a value', { target: '/api', headers: ['X-Bad: a\u0001b'] }, 400);
add('header', 'space in a header name', { target: '/api', headers: ['Bad Name: x'] }, 400);
add('header', 'empty Host header', { target: '/api', headers: ['Host:'] }, 400);
add('header', 'Host with a space', { target: '/api', headers: ['Host: a b'] }, 400);
add('header', 'Host with markup', { target: '/api', headers: ['Host: <script>'] }, 400);
add('header', 'two Hosts', { target: '/api', headers: ['Host: a', 'Host: b'] }, 400);
add(
  'header',
  'Content-Length not a number',
  { method: 'POST', target: '/api/products', headers: ['Content-Length: abc'], body: '' },
  400,
);
add(
  'header',
  'two different Content-Lengths',
  { method: 'POST', target: '/api/products', headers: ['Content-Length: 1', 'Content-Length: 2'], body: 'ab' },
  400,
);
add(
  'header',
  'Content-Length with Transfer-Encoding (smuggling)',
  {
    method: 'POST',
    target: '/api/products',
    headers: ['Content-Length: 4', 'Transfer-Encoding: chunked'],
    body: '0\r\n\r\n',
  },
  400,
);
// Refused for its method before the body is read, so the unknown coding never matters.
add(
  'header',
  'unknown Transfer-Encoding',
  { method: 'POST', target: '/api/products', headers: ['Transfer-Encoding: gzip, zstd'], body: 'x' },
  405,
);
add('header', 'Expect that is not 100-continue', { target: '/api', headers: ['Expect: coffee'] }, 417);
add('header', 'Range garbage', { target: '/api/products', headers: ['Range: bytes=oops'] }, 200, 'ok');
add('header', 'Accept: image/png only', { target: '/api/products', headers: ['Accept: image/png'] }, 200, 'ok');
add('header', 'Cookie of 6 kB', { target: '/', headers: [`Cookie: s=${'c'.repeat(6000)}`] }, 200, 'ok');
add(
  'header',
  'X-Forwarded-For garbage',
  { target: '/api', headers: ['X-Forwarded-For: <script>, ../../, 999.999.1.1'] },
  200,
  'ok',
);
// Bodies where none belongs: a method that takes none is refused (405) before the body is read or parsed.
// prettier-ignore
const bodyTypes = ['application/x-evil', 'text/html', 'application/json', 'multipart/form-data; boundary=x', ';;;', 'application/json; charset=utf-9'];
for (const type of bodyTypes) {
  add(
    'body',
    `POST /api/products as ${type}`,
    { method: 'POST', target: '/api/products', headers: [`Content-Type: ${type}`], body: '{"id":1' },
    405,
  );
  add(
    'body',
    `GET /api with a ${type} body`,
    { target: '/api', headers: [`Content-Type: ${type}`], body: '<b>x</b>' },
    200,
    'ok',
  );
}
add(
  'body',
  'POST of 1 MB',
  {
    method: 'POST',
    target: '/api/products',
    headers: ['Content-Type: application/json'],
    body: `"${'x'.repeat(1024 * 1024)}"`,
  },
  405,
);

// --- HEAD and OPTIONS: 2xx where the GET would be 2xx, the same error status (without a body) otherwise.
for (const target of ['/api', '/api/products', '/api/product/1', '/', '/favourites', '/images/products/sofa-1.svg']) {
  add('head/options', `HEAD ${target}`, { method: 'HEAD', target }, 200, 'empty');
  add('head/options', `OPTIONS ${target}`, { method: 'OPTIONS', target }, 204, 'empty');
}
for (const [target, status] of [
  ['/api/product/abc', 400],
  ['/api/product/999', 404],
  ['/api/nothing', 404],
  ['/images/none.svg', 404],
  ['/..%2f..%2fetc/passwd', 400],
] as const) {
  add('head/options', `HEAD ${target}`, { method: 'HEAD', target }, status, 'empty');
}
add('head/options', 'OPTIONS /api/nothing', { method: 'OPTIONS', target: '/api/nothing' }, 404);
add('head/options', 'OPTIONS * (server-wide)', { method: 'OPTIONS', target: '*' }, 204, 'empty');

// --- Request lines that are not HTTP/1.x.
for (const version of ['HTTP/2.0', 'HTTP/1.2', 'HTTP/0.9', 'HTTP/9.9', 'HTTPS/1.1', 'HTTP/1.1.1', 'http/1.1']) {
  add('request line', `version ${version}`, { target: '/api', version }, 400);
}
add('request line', 'HTTP/1.0 without Host', { target: '/api', version: 'HTTP/1.0', headers: [] }, 200, 'ok');
add('request line', 'absolute-form URL of another host', { target: 'http://evil.example/api' }, 200, 'ok');
add('request line', 'target without a leading slash', { target: 'api/products' }, 400);

export const badInputCorpus: readonly BadInputCase[] = cases;
