// Every way a body is compressed gives back its bytes: fast on the event loop (a page), fast in the
// thread pool (a body above 64 KiB), and best (files, the app page).
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressBody, type Compression } from '@/server/http/compressBody';

const text = (bytes: number) => {
  let out = '';
  for (let line = 0; out.length < bytes; line++)
    out += `<li data-id="${line}">Produkt ${(line * 7919) % 10007} – Küche</li>\n`;
  return Buffer.from(out.slice(0, bytes));
};

describe('compressBody', () => {
  it.each<[string, Compression, number]>([
    ['a fast page', 'fast', 12_000],
    ['a fast body above 64 KiB', 'fast', 200_000],
    ['a best file', 'best', 12_000],
    ['a best file above 256 KiB', 'best', 300_000],
  ])('%s decompresses to the same bytes, and smaller', async (_, compression, bytes) => {
    const body = text(bytes);
    const { gzip, br } = await compressBody(body, compression);
    expect(gunzipSync(gzip).equals(body)).toBe(true);
    expect(brotliDecompressSync(br).equals(body)).toBe(true);
    expect(br.length).toBeLessThan(body.length / 3);
  });
});
