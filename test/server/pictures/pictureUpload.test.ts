// Photos uploaded by staff (POST /api/admin/pictures, issue 38): a real phone JPEG, sideways with a GPS
// position, comes out upright in AVIF and WebP at the ladder's widths with no metadata, named by
// content; a fake, broken, oversized or unknown-type file is refused by its name and the store is left
// as it was; a copy holds only so many photos and encodes one at a time.
import http from 'node:http';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { PHOTO_MAX_BYTES, type UploadedPicture } from '@/contract';
import { PictureStore } from '@/server/pictures/pictureStore';
import { createStaffList } from '@/server/staff/staffList';
import { API } from '@/shopRoutes';
import { ownersFolder } from '../../support/photoFiles';
import type { TestResponse } from '../support/httpClient';
import { json, startTestApp, type TestApp } from '../support/testApp';
import { describeOnEachEngine } from '../support/testDatabase';
import { verifiedToken } from '../support/staffTokens';
import { STAFF_API, adminPictureUploadPath } from '@/staffRoutes';

jest.setTimeout(120_000);

const STAFF = 'ana.owner@shop.example';
const tokenOf = verifiedToken;
const staffToken = tokenOf(STAFF);
const WIDTHS = [320, 480, 640, 960, 1280];

let dir: string;
let photos: string;
const photo = (name: string) => readFileSync(path.join(photos, name));
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'shop-upload-'));
  photos = path.join(dir, 'photos');
  mkdirSync(photos);
  await ownersFolder(photos);
  // A second photo as costly to encode as the first, with other bytes (so other names).
  await sharp(photo('phone.jpg')).rotate().jpeg({ quality: 85 }).toFile(path.join(photos, 'upright.jpg'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let stores = 0;
const newStoreDir = () => path.join(dir, `store-${++stores}`);
const filesIn = (storeDir: string) => readdirSync(storeDir).sort();

function refusal(answer: TestResponse, status: number, error: string): string {
  expect([answer.statusCode, answer.headers['content-type'], answer.headers['cache-control']]).toEqual([
    status,
    'application/json; charset=utf-8',
    'no-store',
  ]);
  const body = json<{ error: string; message: string }>(answer.body);
  expect(body.error).toBe(error);
  return body.message;
}

describeOnEachEngine('photos uploaded by staff on %s', (engine) => {
  let t: TestApp;
  let storeDir: string;
  beforeAll(async () => {
    storeDir = newStoreDir();
    t = await startTestApp({ engine, imageDir: storeDir });
    await createStaffList(t.database.db).add(STAFF);
  });
  afterAll(() => t.close());

  const upload = (name: string, bytes: Buffer, type = 'image/jpeg', token = staffToken) =>
    t.inject({
      method: 'POST',
      url: adminPictureUploadPath(name),
      headers: { authorization: `Bearer ${token}`, 'content-type': type },
      payload: bytes,
    });

  it('answers 401 without a token and 403 for a shopper, before reading the photo, and stores nothing', async () => {
    const url = adminPictureUploadPath('phone.jpg');
    const headers = { 'content-type': 'image/jpeg' };
    refusal(await t.inject({ method: 'POST', url, headers, payload: photo('phone.jpg') }), 401, 'unauthorized');
    refusal(
      await upload('phone.jpg', photo('phone.jpg'), 'image/jpeg', tokenOf('shopper@shop.example')),
      403,
      'forbidden',
    );
    expect(filesIn(storeDir)).toEqual([]);
  });

  describe('a sideways phone photo with a GPS position', () => {
    let stored: UploadedPicture;
    let answer: TestResponse;
    beforeAll(async () => {
      answer = await upload('IMG_0001.jpg', photo('phone.jpg'));
      stored = json<UploadedPicture>(answer.body);
    });

    it('is stored as AVIF and WebP at every width of the ladder, named by content, and answers that name', () => {
      expect([answer.statusCode, answer.headers['cache-control']]).toEqual([201, 'no-store']);
      const hash = /^([0-9a-f]{20})-1280\.webp$/.exec(stored.name)?.[1];
      expect(hash).toBeDefined();
      expect(stored.url).toBe(`/images/products/${stored.name}`);
      expect(answer.headers.location).toBe(stored.url);
      expect(filesIn(storeDir)).toEqual(
        WIDTHS.flatMap((width) => [`${hash}-${width}.avif`, `${hash}-${width}.webp`]).sort(),
      );
    });

    it('is upright, with no EXIF, XMP or orientation left in any file, so no GPS position', async () => {
      const source = await sharp(photo('phone.jpg')).metadata();
      expect([source.orientation, source.exif?.includes(Buffer.from([0x25, 0x88]))]).toEqual([6, true]);
      for (const file of filesIn(storeDir)) {
        const picture = sharp(path.join(storeDir, file));
        const meta = await picture.metadata();
        expect([file, meta.format, meta.exif, meta.xmp, meta.orientation]).toEqual([
          file,
          file.endsWith('.avif') ? 'heif' : 'webp',
          undefined,
          undefined,
          undefined,
        ]);
        expect(meta.width).toBe(Number(/-(\d+)\./.exec(file)?.[1]));
        expect(meta.height / meta.width).toBeCloseTo(4 / 3, 1);
        // Stored red left, blue right; orientation 6 is a quarter turn clockwise: red on top.
        const { data, info } = await picture.removeAlpha().raw().toBuffer({ resolveWithObject: true });
        const at = (y: number) => [
          ...data.subarray((y * info.width + info.width / 2) * 3, (y * info.width + info.width / 2) * 3 + 3),
        ];
        const [topRed = 0, , topBlue = 0] = at(5);
        const [bottomRed = 0, , bottomBlue = 0] = at(info.height - 5);
        expect([file, topRed > 200, topBlue < 60, bottomRed < 60, bottomBlue > 200]).toEqual([
          file,
          true,
          true,
          true,
          true,
        ]);
      }
    });

    it('is served to shoppers under its url, in both formats', async () => {
      const webp = await t.inject(stored.url);
      const avif = await t.inject(stored.url.replace('-1280.webp', '-320.avif'));
      expect([webp.statusCode, webp.headers['content-type'], avif.statusCode, avif.headers['content-type']]).toEqual([
        200,
        'image/webp',
        200,
        'image/avif',
      ]);
    });

    it('uploaded again, answers 200 with the same name and encodes nothing', async () => {
      const times = filesIn(storeDir).map((file) => statSync(path.join(storeDir, file)).mtimeMs);
      const again = await upload('copy of IMG_0001.jpg', photo('phone.jpg'));
      expect([again.statusCode, json<UploadedPicture>(again.body)]).toEqual([200, stored]);
      expect(filesIn(storeDir).map((file) => statSync(path.join(storeDir, file)).mtimeMs)).toEqual(times);
    });
  });

  describe('a file that is refused leaves the store as it was', () => {
    let before: string[];
    beforeEach(() => {
      before = filesIn(storeDir);
    });
    afterEach(() => expect(filesIn(storeDir)).toEqual(before));

    it.each([
      [
        'notes.jpg',
        'a text file named .jpg',
        /^notes\.jpg is not a picture \(JPEG, PNG, WebP or AVIF\)\. Nothing was stored\.$/,
      ],
      ['truncated.jpg', 'a JPEG cut short', /^truncated\.jpg cannot be decoded \(.+\)\. Nothing was stored\.$/],
      ['bomb.png', 'a 900-megapixel PNG', /^bomb\.png has 900 megapixels; at most 50 are taken\./],
      ['tiny.png', 'a thumbnail', /^tiny\.png is 200×150 pixels; each side must be at least 320\./],
    ])('%s (%s): 400 by its name', async (name, _what, message) => {
      const type = name.endsWith('.png') ? 'image/png' : 'image/jpeg';
      expect(refusal(await upload(name, photo(name), type), 400, 'invalid_picture')).toMatch(message);
    });

    it('a photo over the size limit: 413 by its name, before it is read', async () => {
      const big = Buffer.concat([photo('phone.jpg'), Buffer.alloc(PHOTO_MAX_BYTES)]);
      expect(refusal(await upload('DSC_9999.JPG', big), 413, 'payload_too_large')).toBe(
        `DSC_9999.JPG is ${(big.length / 1024 / 1024).toFixed(1)} MB; photos of up to 20 MB are taken. Export it smaller and try again.`,
      );
    });

    it('a body that is not a picture type: 415; an empty one: 400 by its name', async () => {
      refusal(await upload('notes.txt', photo('notes.jpg'), 'text/plain'), 415, 'unsupported_media_type');
      expect(refusal(await upload('empty.jpg', Buffer.alloc(0)), 400, 'bad_request')).toBe(
        "empty.jpg is empty: send the photo's bytes.",
      );
    });
  });

  it('is described in the OpenAPI document, with the photo types it takes', async () => {
    const document = json<{ paths: Record<string, { post?: { requestBody: { content: object } } }> }>(
      (await t.inject(API.openApi)).body,
    );
    expect(Object.keys(document.paths[STAFF_API.adminPictures]?.post?.requestBody.content ?? {})).toEqual([
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/avif',
      'application/octet-stream',
    ]);
  });
});

describe('photos at once, in one copy', () => {
  const post = (port: number, name: string, headers: Record<string, string | number> = {}) =>
    http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: adminPictureUploadPath(name),
      headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'image/jpeg', ...headers },
    });
  const answerOf = (request: http.ClientRequest) =>
    new Promise<{ status: number; body: string; retryAfter?: string }>((resolve, reject) => {
      request.on('response', (response) => {
        let body = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body, retryAfter: response.headers['retry-after'] }),
        );
      });
      request.on('error', reject);
    });
  const portOf = (shop: TestApp) => (shop.app.server.address() as { port: number }).port;

  it('turns away a photo beyond the ones it holds (503 busy, by name), and takes it once there is room', async () => {
    const shop = await startTestApp({ imageDir: newStoreDir(), pictureUploads: { uploads: 1 } });
    let first: http.ClientRequest | undefined;
    try {
      await createStaffList(shop.database.db).add(STAFF);
      const bytes = photo('lamp.png');
      // The first photo is still arriving: half its bytes sent.
      first = post(portOf(shop), 'first.png', { 'content-length': bytes.length, 'content-type': 'image/png' });
      const firstAnswer = answerOf(first);
      firstAnswer.catch(() => undefined); // refused by destroy() below when an expectation fails
      first.write(bytes.subarray(0, bytes.length / 2));
      await new Promise((resolve) => setTimeout(resolve, 300));

      const second = post(portOf(shop), 'second.png', { 'content-type': 'image/png' });
      const secondAnswer = answerOf(second);
      second.end(bytes);
      const busy = await secondAnswer;
      expect([busy.status, busy.retryAfter, json<{ message: string }>(busy.body).message]).toEqual([
        503,
        '5',
        'second.png was not taken: the shop is busy with other photos. Please try again in a few seconds.',
      ]);

      first.end(bytes.subarray(bytes.length / 2));
      expect((await firstAnswer).status).toBe(201);
      const again = post(portOf(shop), 'second.png', { 'content-type': 'image/png' });
      const againAnswer = answerOf(again);
      again.end(bytes);
      expect((await againAnswer).status).toBe(200);
    } finally {
      first?.destroy(); // a failed expectation must not leave the shop waiting for its bytes
      await shop.close();
    }
  });

  it('encodes one photo at a time: all of one photo’s files are written before any of the next', async () => {
    const storeDir = newStoreDir();
    const writes: string[] = [];
    const write = PictureStore.prototype.write;
    const spy = jest.spyOn(PictureStore.prototype, 'write').mockImplementation(function (
      this: PictureStore,
      name,
      bytes,
    ) {
      writes.push(name.slice(0, 20));
      return write.call(this, name, bytes);
    });
    const shop = await startTestApp({ imageDir: storeDir });
    try {
      await createStaffList(shop.database.db).add(STAFF);
      const send = (name: string, type: string) => {
        const request = post(portOf(shop), name, { 'content-type': type });
        const answer = answerOf(request);
        request.end(photo(name));
        return answer;
      };
      const answers = await Promise.all([send('phone.jpg', 'image/jpeg'), send('upright.jpg', 'image/jpeg')]);
      expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
      const runs = writes.filter((hash, index) => hash !== writes[index - 1]);
      expect([writes.length, runs.length]).toEqual([20, 2]);
    } finally {
      spy.mockRestore();
      await shop.close();
    }
  });

  it('a photo uploaded through one copy is served by another that shares IMAGE_DIR', async () => {
    const storeDir = newStoreDir();
    const [one, other] = [await startTestApp({ imageDir: storeDir }), await startTestApp({ imageDir: storeDir })];
    try {
      await createStaffList(one.database.db).add(STAFF);
      const answer = await one.inject({
        method: 'POST',
        url: adminPictureUploadPath('lamp.png'),
        headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'image/png' },
        payload: photo('lamp.png'),
      });
      const { url } = json<UploadedPicture>(answer.body);
      expect([
        (await other.inject(url)).statusCode,
        (await other.inject(url.replace('.webp', '.avif'))).statusCode,
      ]).toEqual([200, 200]);
    } finally {
      await Promise.all([one.close(), other.close()]);
    }
  });
});
