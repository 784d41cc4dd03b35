// The shop settings (issue 47) on SQLite and PostgreSQL: the staff API over the one edit protocol
// (ETag, 428 without If-Match, 412 stale), selling refused with 400 naming each missing field,
// incomplete settings saved with selling off, the history, GET /api/shop, and the legal pages and
// the sitemap with selling on and off.
import type { ShopInfo, ShopSettings, ShopSettingsHistory, ShopSettingsInvalid } from '@/contract';
import { createStaffList } from '@/server/staff/staffList';
import { readShopSettings } from '@/server/shop/shopSettings';
import { LEGAL_PAGES } from '@/legalPages';
import { API } from '@/shopRoutes';
import { json, startTestApp, type TestApp } from '../support/testApp';
import { describeOnEachEngine } from '../support/testDatabase';
import { authorization, jsonError, verifiedToken } from '../support/staffTokens';
import { STAFF_API } from '@/staffRoutes';
import { SELLING_SETTINGS } from '../../support/sellingSettings';

jest.setTimeout(60_000);

const STAFF = 'olga.owner@shop.example';
const staff = () => authorization(verifiedToken(STAFF));

/** Settings a seller may sell with; the texts carry markup, which must stay text. */
const completeSettings = (): ShopSettings => ({
  ...SELLING_SETTINGS,
  seller: { ...SELLING_SETTINGS.seller, email: 'shop@muster.example', phone: '+49 30 123456', vatId: 'DE123456789' },
  shipping: { flatCents: 495, freeFromCents: 5000 },
  legal: {
    ...SELLING_SETTINGS.legal,
    imprint: 'Vertreten durch Max Muster.\n\nRegister: HRB 1 <script>alert(1)</script>',
    terms: '§ 1 Geltung\n\n§ 2 Vertragsschluss',
    withdrawal: 'Sie haben das Recht, binnen vierzehn Tagen zu widerrufen.',
    privacy: 'Wir speichern, was die Bestellung braucht.',
    shippingInfo: 'Versand 4,95 €, ab 50 € frei.',
  },
});

describeOnEachEngine('the shop settings on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ engine, publicUrl: 'https://shop.example' });
    await createStaffList(t.database.db).add(STAFF);
  });
  afterAll(() => t.close());

  const read = async () => {
    const answer = await t.inject({ url: STAFF_API.adminShopSettings, headers: staff() });
    expect([answer.statusCode, answer.headers['cache-control']]).toEqual([200, 'no-store']);
    return { settings: json<ShopSettings>(answer.body), etag: String(answer.headers.etag) };
  };
  const put = (body: unknown, ifMatch?: string) =>
    t.inject({
      method: 'PUT',
      url: STAFF_API.adminShopSettings,
      headers: { ...staff(), 'content-type': 'application/json', ...(ifMatch && { 'if-match': ifMatch }) },
      payload: JSON.stringify(body),
    });
  const shopInfo = async () => {
    const answer = await t.inject(API.shop);
    expect([answer.statusCode, answer.headers['cache-control']]).toEqual([200, 'private, no-cache']);
    return json<ShopInfo>(answer.body);
  };
  const sitemapPaths = async () => {
    const answer = await t.inject('/sitemap.xml');
    return [...answer.body.matchAll(/<loc>https:\/\/shop\.example([^<]*)<\/loc>/g)].map((match) => match[1]);
  };

  it('starts in catalogue mode: the defaults, shoppers told only that, no legal pages', async () => {
    const { settings, etag } = await read();
    expect(settings.selling).toBe(false);
    expect(settings.legal.imprint).toBe('');
    expect(etag).toBe('"s-0"');
    expect(await shopInfo()).toEqual({ selling: false });
    const page = await t.inject('/impressum');
    expect(page.body).not.toContain('<h1>Impressum</h1>');
    expect(await sitemapPaths()).not.toContain('/impressum');
    // No selling hint: the app's footer asks nothing in catalogue mode.
    expect((await t.inject('/')).headers['set-cookie']).toBeUndefined();
  });

  it('is staff-only, and a save needs the version read (428 without If-Match, 412 stale)', async () => {
    expect((await t.inject(STAFF_API.adminShopSettings)).statusCode).toBe(401);
    jsonError(await put({ ...completeSettings(), selling: false }), 428, 'precondition_required');
    const stale = jsonError(await put({ ...completeSettings(), selling: false }, '"s-99"'), 412, 'changed_since_read');
    expect(stale).toMatchObject({ etag: (await read()).etag, current: { selling: false } });
  });

  it('refuses selling with 400 naming each missing field, and saves the incomplete settings with selling off', async () => {
    const { etag } = await read();
    const incomplete = { ...completeSettings(), seller: { ...completeSettings().seller, name: '', iban: '' } };
    incomplete.legal = { ...incomplete.legal, terms: ' ', privacy: '' };
    const refused = jsonError(await put(incomplete, etag), 400, 'invalid_settings') as unknown as ShopSettingsInvalid;
    expect(refused.problems.map((problem) => problem.field)).toEqual([
      'seller.name',
      'seller.iban',
      'legal.terms',
      'legal.privacy',
    ]);
    const saved = await put({ ...incomplete, selling: false }, etag);
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).toBe('"s-1"');
    expect(json<ShopSettings>(saved.body).seller).not.toHaveProperty('iban');
    expect(await shopInfo()).toEqual({ selling: false });
  });

  it('checks what is filled in whatever the mode: postal code, email, IBAN checksum, cents, methods', async () => {
    const { etag } = await read();
    const bad = completeSettings();
    bad.selling = false;
    bad.seller = { ...bad.seller, postalCode: '1011', email: 'no-at', iban: 'DE89370400440532013001' };
    const answer = await put(
      { ...bad, shipping: { flatCents: 4.95, freeFromCents: -1 }, paymentMethods: ['cash'] },
      etag,
    );
    expect(answer.statusCode).toBe(400);
    expect(json<ShopSettingsInvalid>(answer.body).problems.map((problem) => problem.field)).toEqual([
      'seller.postalCode',
      'seller.email',
      'seller.iban',
      'shipping.flatCents',
      'shipping.freeFromCents',
      'paymentMethods',
    ]);
    expect((await read()).etag).toBe(etag);
  });

  it('switches selling on with everything filled in: shoppers see the seller, the legal pages are there', async () => {
    const { etag } = await read();
    const settings = completeSettings();
    settings.seller.iban = 'de89 3704 0044 0532 0130 00';
    const saved = await put(settings, etag);
    expect(saved.statusCode).toBe(200);
    expect(json<ShopSettings>(saved.body).seller.iban).toBe('DE89370400440532013000');
    expect(await shopInfo()).toEqual({
      selling: true,
      seller: { ...completeSettings().seller },
      shipping: { flatCents: 495, freeFromCents: 5000 },
      paymentMethods: ['prepayment', 'invoice'],
    });
    expect((await readShopSettings(t.database.db)).version).toBe(2);

    const imprint = await t.inject('/impressum');
    expect([imprint.statusCode, imprint.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    expect(imprint.body).toContain('<h1>Impressum</h1>');
    expect(imprint.body).toContain('<p>Vertreten durch Max Muster.</p>');
    expect(imprint.body).toContain('Register: HRB 1 &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(imprint.body).not.toContain('<script>');
    expect(imprint.body).toContain('USt-IdNr.: DE123456789');
    const terms = await t.inject('/agb');
    expect(terms.body).toContain('<p>§ 1 Geltung</p>\n<p>§ 2 Vertragsschluss</p>');
    for (const page of LEGAL_PAGES) expect((await t.inject(page.path)).statusCode).toBe(200);
    expect(await sitemapPaths()).toEqual(expect.arrayContaining(LEGAL_PAGES.map((page) => page.path)));
    // The app's pages hint that the shop sells, once.
    expect(String((await t.inject('/')).headers['set-cookie'])).toMatch(
      /^shop-selling=1; Path=\/; SameSite=Lax; Max-Age=/,
    );
    expect((await t.inject({ url: '/', headers: { cookie: 'shop-selling=1' } })).headers['set-cookie']).toBeUndefined();
  });

  it('keeps every change on record, newest first, a page at a time', async () => {
    const { etag } = await read();
    // The same settings again: nothing changes, nothing is recorded.
    const same = await put(completeSettings(), etag);
    expect(same.headers.etag).toBe(etag);
    const answer = await t.inject({ url: `${STAFF_API.adminShopSettingsHistory}?limit=1`, headers: staff() });
    expect(answer.statusCode).toBe(200);
    const page = json<ShopSettingsHistory>(answer.body);
    expect(page.changes).toHaveLength(1);
    expect(page.changes[0]).toMatchObject({ by: STAFF, action: 'save', after: { selling: true } });
    expect(page.changes[0]?.before?.selling).toBe(false);
    expect(page.changes[0]?.changed).toEqual(['selling', 'seller', 'legal']);
    const older = await t.inject({
      url: `${STAFF_API.adminShopSettingsHistory}?limit=5&before=${page.nextBefore}`,
      headers: staff(),
    });
    const rest = json<ShopSettingsHistory>(older.body);
    expect(rest.changes.map((change) => change.after?.selling)).toEqual([false]);
    expect(rest.nextBefore).toBeUndefined();
  });

  it('switching selling off again takes the legal pages away and tells shoppers only that', async () => {
    const { etag } = await read();
    expect((await put({ ...completeSettings(), selling: false }, etag)).statusCode).toBe(200);
    expect(await shopInfo()).toEqual({ selling: false });
    expect((await t.inject('/agb')).body).not.toContain('<h1>AGB</h1>');
    expect(await sitemapPaths()).not.toContain('/agb');
    const page = await t.inject({ url: '/favourites', headers: { cookie: 'a=b; shop-selling=1' } });
    expect(String(page.headers['set-cookie'])).toBe('shop-selling=; Path=/; SameSite=Lax; Max-Age=0');
  });

  it('is in the OpenAPI document', async () => {
    const document = json<{ paths: Record<string, object> }>((await t.inject(API.openApi)).body);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([API.shop, STAFF_API.adminShopSettings, STAFF_API.adminShopSettingsHistory]),
    );
  });
});
