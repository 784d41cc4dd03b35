// The bad-input corpus: what bots, scanners and broken clients send to a shop, each with the answer
// a careful server gives. `status` is exact; `body` says what the answer must carry:
// 'json-error' = { error, message } as JSON, 'empty' = no body (HEAD, 204, 304), 'ok' = the normal page or data.
import { emulatorToken, firebaseClaims, unsignedToken } from '../../server/support/idTokenFactory';
import type { RawRequest } from '../support/rawHttp';

type Expected = 'json-error' | 'empty' | 'ok';

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

// --- The favourites API (docs/requirements.md §10.15): tokens, ids, methods, bodies and headers.
// The test app runs in emulator mode, so a good token is an unsigned one of project demo-shop.
// Every write gets an account of its own: the write limit (60 a minute per account) must not decide.
let corpusAccounts = 0;
const auth = (token: string) => `Authorization: Bearer ${token}`;
const freshAuth = () => auth(emulatorToken(`corpus-${++corpusAccounts}`));
const LIST = '/api/favourites';
const ITEM = '/api/favourites/1';

// Methods: the list takes GET, an item PUT and DELETE; everything else is 405 with Allow.
for (const method of methods) {
  add('favourites method', `${method} ${LIST}`, { method, target: LIST, headers: [freshAuth()] }, 405);
  if (method !== 'PUT' && method !== 'DELETE')
    add('favourites method', `${method} ${ITEM}`, { method, target: ITEM, headers: [freshAuth()] }, 405);
}
add('favourites method', `GET ${ITEM}`, { target: ITEM, headers: [freshAuth()] }, 405);
for (const method of ['FOO', 'get', 'BREW'])
  add('favourites method', `unknown ${method}`, { method, target: LIST }, 400);
for (const [method, target] of [
  ['HEAD', ITEM],
  ['GET', '/api/favourites/1/2'],
  ['PUT', '/api/favourites/1/2'],
  ['PUT', '/api/favourites%2F1'],
  ['DELETE', '/api/favouritesX/1'],
  ['GET', '/api/favourites/'],
] as const) {
  add(
    'favourites method',
    `${method} ${target}`,
    { method, target, headers: [freshAuth()] },
    target === ITEM ? 405 : 404,
    method === 'HEAD' ? 'empty' : 'json-error',
  );
}

// Tokens: none, malformed, or refused by the checks; each on all three routes. Never a 5xx.
const now = Math.floor(Date.now() / 1000);
const claims = firebaseClaims('demo-shop', 'corpus-token');
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
// prettier-ignore
const badAuthorizations: Array<[string, string[]]> = [
  ['no Authorization', []],
  ['empty Authorization', ['Authorization:']],
  ['scheme alone', ['Authorization: Bearer']],
  ['Basic credentials', ['Authorization: Basic dXNlcjpwYXNz']],
  ['Digest', ['Authorization: Digest username="x"']],
  ['token without scheme', [`Authorization: ${emulatorToken('x')}`]],
  ['Bearer junk', ['Authorization: Bearer junk']],
  ['Bearer a.b.c', ['Authorization: Bearer a.b.c']],
  ['Bearer of dots', ['Authorization: Bearer ...']],
  ['Bearer 8 kB', [`Authorization: Bearer ${'a'.repeat(8000)}`]],
  ['Bearer 4 kB JWT', [auth(`${b64({ alg: 'none' })}.${'A'.repeat(4090)}.`)]],
  ['Bearer with bytes over 0x7f', ['Authorization: Bearer \u00ff\u00fe.\u00fd.']],
  ['Bearer SQL', ["Authorization: Bearer ' OR '1'='1"]],
  ['expired', [auth(unsignedToken(firebaseClaims('demo-shop', 'x', now - 7200)))]],
  ['other project', [auth(emulatorToken('x', 'other-project'))]],
  ['other issuer', [auth(unsignedToken({ ...claims, iss: 'https://evil.example/demo-shop' }))]],
  ['audience list', [auth(unsignedToken({ ...claims, aud: ['demo-shop', 'x'] }))]],
  ['issued in the future', [auth(unsignedToken({ ...claims, iat: now + 3600 }))]],
  ['no sub', [auth(unsignedToken({ ...claims, sub: undefined }))]],
  ['empty sub', [auth(unsignedToken({ ...claims, sub: '' }))]],
  ['sub a number', [auth(unsignedToken({ ...claims, sub: 12345 }))]],
  ['sub an object', [auth(unsignedToken({ ...claims, sub: { $ne: null } }))]],
  ['sub of 129 characters', [auth(unsignedToken({ ...claims, sub: 'x'.repeat(129) }))]],
  ['exp a string', [auth(unsignedToken({ ...claims, exp: 'tomorrow' }))]],
  ['payload not an object', [auth(`${b64({ alg: 'none' })}.${b64([1, 2])}.`)]],
  ['header not JSON', [auth(`bm9wZQ.${b64(claims)}.`)]],
  ['alg none with a signature', [auth(`${b64({ alg: 'none' })}.${b64(claims)}.c2ln`)]],
  ['alg RS256 without a valid signature', [auth(`${b64({ alg: 'RS256', kid: 'k' })}.${b64(claims)}.c2ln`)]],
  ['alg HS256', [auth(`${b64({ alg: 'HS256' })}.${b64(claims)}.c2ln`)]],
];
for (const [name, headers] of badAuthorizations) {
  for (const [method, target] of [
    ['GET', LIST],
    ['PUT', ITEM],
    ['DELETE', ITEM],
  ] as const)
    add('favourites token', `${method} ${name}`, { method, target, headers }, 401);
}
// Only the first Authorization counts (Node drops the repeats).
add(
  'favourites token',
  'good, then junk',
  { target: LIST, headers: [freshAuth(), 'Authorization: Bearer junk'] },
  200,
  'ok',
);
add('favourites token', 'junk, then good', { target: LIST, headers: ['Authorization: Bearer junk', freshAuth()] }, 401);
// Accounts (subs) that look like attacks are just names: parameters, never SQL or paths.
// prettier-ignore
const oddAccounts = ["'; DROP TABLE favourites; --", '../../etc/passwd', 'ümläüt-ß-😀', ' ', 'a'.repeat(128), '%00', '<script>'];
for (const account of oddAccounts) {
  add(
    'favourites token',
    `account ${account.slice(0, 20)}: GET`,
    { target: LIST, headers: [auth(emulatorToken(account))] },
    200,
    'ok',
  );
  add(
    'favourites token',
    `account ${account.slice(0, 20)}: PUT`,
    { method: 'PUT', target: ITEM, headers: [auth(emulatorToken(account))] },
    204,
    'empty',
  );
}

// Ids, with a good token: the catalogue's bad ids are 400, absent ones 404 to PUT and 204 to DELETE.
for (const id of badIds) {
  for (const method of ['PUT', 'DELETE'])
    add('favourites id', `${method} ${id}`, { method, target: `${LIST}/${id}`, headers: [freshAuth()] }, 400);
}
for (const sql of injections)
  add('favourites id', `PUT ${sql}`, { method: 'PUT', target: `${LIST}/${encode(sql)}`, headers: [freshAuth()] }, 400);
for (const id of ['999', '2147483647', '1000000']) {
  add('favourites id', `PUT absent ${id}`, { method: 'PUT', target: `${LIST}/${id}`, headers: [freshAuth()] }, 404);
  add(
    'favourites id',
    `DELETE absent ${id}`,
    { method: 'DELETE', target: `${LIST}/${id}`, headers: [freshAuth()] },
    204,
    'empty',
  );
}
add('favourites id', 'PUT empty id', { method: 'PUT', target: `${LIST}/`, headers: [freshAuth()] }, 400);
add('favourites id', 'PUT 10 kB id', { method: 'PUT', target: `${LIST}/${tenKb}`, headers: [freshAuth()] }, 414);
// Longer than the router's old 200-character parameter limit: still judged as an id.
for (const method of ['PUT', 'DELETE'])
  add(
    'favourites id',
    `${method} 250-digit id`,
    { method, target: `${LIST}/${'9'.repeat(250)}`, headers: [freshAuth()] },
    400,
  );
add('product id', '250-digit id', { target: `/api/product/${'9'.repeat(250)}` }, 400);

// Bodies: no route takes one. With a good token any body up to 16 KiB is ignored, bigger is 413;
// without a token nothing is read (401); a method no route takes is refused before the body (405).
// prettier-ignore
const bodyKinds: Array<[string, string[], string]> = [
  ['JSON', ['Content-Type: application/json'], '{"productId":1}'],
  ['broken JSON', ['Content-Type: application/json'], '{"productId":'],
  ['JSON null', ['Content-Type: application/json'], 'null'],
  ['form', ['Content-Type: application/x-www-form-urlencoded'], 'a=1&b=2'],
  ['multipart', ['Content-Type: multipart/form-data; boundary=x'], '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--'],
  ['HTML', ['Content-Type: text/html'], '<script>alert(1)</script>'],
  ['binary', ['Content-Type: application/octet-stream'], '\u0000\u0001\u0002\u007f'],
  ['unknown type', ['Content-Type: application/x-evil'], 'x'],
  ['charset utf-9', ['Content-Type: application/json; charset=utf-9'], '{}'],
  ['no Content-Type', [], 'hello'],
  ['empty with a type', ['Content-Type: application/json'], ''],
  ['exactly 16 KiB', ['Content-Type: text/plain'], 'k'.repeat(16 * 1024)],
  ['chunked', ['Content-Type: application/json', 'Transfer-Encoding: chunked'], '2\r\n{}\r\n0\r\n\r\n'],
];
for (const [name, headers, body] of bodyKinds) {
  for (const method of ['PUT', 'DELETE'])
    add(
      'favourites body',
      `${method} ${name}`,
      { method, target: ITEM, headers: [freshAuth(), ...headers], body },
      204,
      'empty',
    );
  add('favourites body', `PUT ${name} without a token`, { method: 'PUT', target: ITEM, headers, body }, 401);
  add(
    'favourites body',
    `POST ${name}`,
    { method: 'POST', target: LIST, headers: [freshAuth(), ...headers], body },
    405,
  );
  add('favourites body', `GET with ${name}`, { target: LIST, headers: [freshAuth(), ...headers], body }, 200, 'ok');
}
// A Content-Type that is no media type at all is refused as such (415), body or not.
for (const method of ['PUT', 'DELETE'])
  add(
    'favourites body',
    `${method} broken type`,
    { method, target: ITEM, headers: [freshAuth(), 'Content-Type: ;;;'], body: 'x' },
    415,
  );
for (const [name, size] of [
  ['16 KiB + 1', 16 * 1024 + 1],
  ['1 MB', 1024 * 1024],
] as const) {
  add(
    'favourites body',
    `PUT ${name}`,
    { method: 'PUT', target: ITEM, headers: [freshAuth(), 'Content-Type: application/json'], body: 'x'.repeat(size) },
    413,
  );
  add(
    'favourites body',
    `PUT ${name} without a token`,
    { method: 'PUT', target: ITEM, headers: ['Content-Type: application/json'], body: 'x'.repeat(size) },
    401,
  );
}
add(
  'favourites body',
  'PUT 64 KiB chunked',
  {
    method: 'PUT',
    target: ITEM,
    headers: [freshAuth(), 'Transfer-Encoding: chunked'],
    body: `10000\r\n${'c'.repeat(65536)}\r\n0\r\n\r\n`,
  },
  413,
);
add(
  'favourites body',
  'PUT Content-Length with Transfer-Encoding',
  {
    method: 'PUT',
    target: ITEM,
    headers: [freshAuth(), 'Content-Length: 4', 'Transfer-Encoding: chunked'],
    body: '0\r\n\r\n',
  },
  400,
);

// Other headers and forms of request.
// prettier-ignore
const otherHeaders: Array<[string, string[]]> = [
  ['Accept: image/png', ['Accept: image/png']],
  ['Accept-Encoding: br;q=1e99', ['Accept-Encoding: br;q=1e99']],
  ['If-None-Match: *', ['If-None-Match: *']],
  ['Origin of another site', ['Origin: https://evil.example']],
  ['X-Forwarded-For garbage', ['X-Forwarded-For: <script>, ../../']],
  ['Cookie of 6 kB', [`Cookie: s=${'c'.repeat(6000)}`]],
  ['Range garbage', ['Range: bytes=oops']],
  ['lower-case header name', []],
];
for (const [name, headers] of otherHeaders) {
  const token =
    name === 'lower-case header name' ? `authorization: bearer ${emulatorToken('corpus-lower')}` : freshAuth();
  add('favourites header', `GET ${name}`, { target: LIST, headers: [token, ...headers] }, 200, 'ok');
}
add(
  'favourites header',
  'query string',
  { target: `${LIST}?account=someone-else&x=${'y'.repeat(500)}`, headers: [freshAuth()] },
  200,
  'ok',
);
add(
  'favourites header',
  'Expect that is not 100-continue',
  { method: 'PUT', target: ITEM, headers: [freshAuth(), 'Expect: coffee'] },
  417,
);
add(
  'favourites header',
  'HTTP/1.0 without Host',
  { target: LIST, version: 'HTTP/1.0', headers: [freshAuth()] },
  200,
  'ok',
);
add('favourites header', 'HTTP/2.0', { target: LIST, version: 'HTTP/2.0', headers: [freshAuth()] }, 400);
add('favourites header', 'two Hosts', { target: LIST, headers: ['Host: a', 'Host: b', freshAuth()] }, 400);
add('favourites header', '10 kB URL', { target: `${LIST}?q=${tenKb}`, headers: [freshAuth()] }, 414);
add(
  'favourites header',
  'Authorization of 20 kB',
  { target: LIST, headers: [`Authorization: Bearer ${'a'.repeat(20 * 1024)}`] },
  431,
);
for (const [method, target, status, body] of [
  ['HEAD', LIST, 401, 'empty'],
  ['OPTIONS', LIST, 204, 'empty'],
  ['OPTIONS', ITEM, 204, 'empty'],
] as const) {
  add('favourites head/options', `${method} ${target}`, { method, target }, status, body);
}
add(
  'favourites head/options',
  `HEAD ${LIST} with a token`,
  { method: 'HEAD', target: LIST, headers: [freshAuth()] },
  200,
  'empty',
);

export const badInputCorpus: readonly BadInputCase[] = cases;
