// The picture store is served under the pictures' path: stored names for a year (immutable), an
// unknown stored name 404 JSON, and every other picture path still the static files'.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { json, startTestApp, type TestApp } from '../support/testApp';

const NAME = '0123456789abcdef0123-640.webp';
const BYTES = Buffer.from('RIFF....WEBPVP8 stand-in picture bytes');

describe.each([
  ['the default picture path', undefined, '/images/products/'],
  ['a CDN in IMAGE_BASE_URL (the CDN pulls from the default path)', 'https://cdn.example.com/p/', '/images/products/'],
  ['a picture path of its own', '/pictures/', '/pictures/'],
])('the picture store with %s', (_case, imageBaseUrl, urlPath) => {
  let dir: string;
  let shop: TestApp;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'shop-store-'));
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, NAME), BYTES);
    writeFileSync(path.join(dir, `.${NAME}.123-abcd.tmp`), 'half a file');
    shop = await startTestApp({ imageDir: dir, imageBaseUrl });
  });
  afterAll(async () => {
    await shop.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves a stored picture with its type, for a year', async () => {
    const answer = await shop.inject(`${urlPath}${NAME}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/webp');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.body).toBe(BYTES.toString());
  });

  it.each([`0123456789abcdef0123-960.avif`, `.${NAME}.123-abcd.tmp`, `..%2F${NAME}`])(
    '%s: 404 JSON, never a temporary or outside file',
    async (name) => {
      const answer = await shop.inject(`${urlPath}${name}`);
      // A climb out of the folder is refused before routing (400), an unknown name is 404.
      expect([answer.statusCode, answer.headers['content-type']]).toEqual([
        name.startsWith('..') ? 400 : 404,
        'application/json; charset=utf-8',
      ]);
      expect(json<{ error: string }>(answer.body).error).toMatch(/^(not_found|bad_request)$/);
    },
  );

  it('leaves the hosted pictures to the static files', async () => {
    expect((await shop.inject('/images/products/sofa-1.svg')).statusCode).toBe(200);
  });
});
