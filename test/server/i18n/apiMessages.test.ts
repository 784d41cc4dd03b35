// The JSON API's messages for people speak the request's Accept-Language (issue 50, docs/languages.md):
// German when it prefers German, English when it asks for neither; the `error` code is the same in
// both, and the answer says its language (Content-Language) and that it chose by it (Vary). What a
// success answers never depends on the language, so a cached answer never does.
import type { AdminProduct, ApiErrorBody } from '@/contract';
import { createStaffList } from '@/server/staff/staffList';
import { adminProductApiPath } from '@/staffRoutes';
import type { TestResponse } from '../support/httpClient';
import { authorization, verifiedToken } from '../support/staffTokens';
import { json, startTestApp, type TestApp } from '../support/testApp';

jest.setTimeout(60_000);

const GERMAN = { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' };
const STAFF = 'ana.owner@shop.example';
const staff = authorization(verifiedToken(STAFF));

interface Said {
  status: number;
  language: unknown;
  body: ApiErrorBody & Record<string, unknown>;
}

/** An error answer: JSON, never stored, with the language it speaks and that it chose by Accept-Language. */
function said(answer: TestResponse): Said {
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(String(answer.headers.vary)).toMatch(/(^|,\s*)Accept-Language(,|$)/);
  return {
    status: answer.statusCode,
    language: answer.headers['content-language'],
    body: json<ApiErrorBody & Record<string, unknown>>(answer.body),
  };
}

describe('the API in both languages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ searchRateLimit: 2 });
    await createStaffList(t.database.db).add(STAFF);
  });
  afterAll(() => t.close());

  /** The same request without Accept-Language and with German preferred. */
  const both = async (request: {
    method?: string;
    url: string;
    headers?: Record<string, string>;
    payload?: string;
  }) => ({
    english: said(await t.inject(request)),
    german: said(await t.inject({ ...request, headers: { ...request.headers, ...GERMAN } })),
  });

  it("answers a product the catalogue lacks (404) in the request's language, the same code in both", async () => {
    const { english, german } = await both({ url: '/api/product/999999' });
    expect(english).toEqual({
      status: 404,
      language: 'en',
      body: { error: 'not_found', message: 'There is no product with the id 999999.' },
    });
    expect(german).toEqual({
      status: 404,
      language: 'de',
      body: { error: 'not_found', message: 'Es gibt kein Produkt mit der ID 999999.' },
    });
  });

  it("answers a bad query (400): the route's own check and the schema's, in German too", async () => {
    const id = await both({ url: '/api/product/abc' });
    expect(id.english.body).toEqual({
      error: 'bad_request',
      message: 'The product id must be a whole number from 1 to 2147483647.',
    });
    expect(id.german).toEqual({
      status: 400,
      language: 'de',
      body: { error: 'bad_request', message: 'Die Produkt-ID muss eine ganze Zahl von 1 bis 2147483647 sein.' },
    });
    const schema = await both({ url: '/api/products/page?limit=0' });
    expect(schema.english).toEqual({
      status: 400,
      language: 'en',
      body: { error: 'bad_request', message: 'querystring/limit must be >= 1' },
    });
    expect(schema.german).toEqual({
      status: 400,
      language: 'de',
      body: { error: 'bad_request', message: 'querystring/limit muss >= 1 sein' },
    });
  });

  it('answers before routing (405) in German, its list of methods too', async () => {
    const { english, german } = await both({ method: 'POST', url: '/api/favourites/7' });
    expect(english.body).toEqual({
      error: 'method_not_allowed',
      message: 'The method POST is not allowed here; use PUT or DELETE.',
    });
    expect(german).toEqual({
      status: 405,
      language: 'de',
      body: {
        error: 'method_not_allowed',
        message: 'Die Methode POST ist hier nicht erlaubt; verwenden Sie PUT oder DELETE.',
      },
    });
  });

  it("says a staff form's problems by field in the request's language: the import's rules in German", async () => {
    const read = await t.inject({ url: adminProductApiPath(1), headers: staff });
    expect(read.statusCode).toBe(200);
    const bad = { ...json<AdminProduct>(read.body), price: -1 };
    const save = {
      method: 'PUT',
      url: adminProductApiPath(1),
      headers: { ...staff, 'content-type': 'application/json', 'if-match': String(read.headers.etag) },
      payload: JSON.stringify(bad),
    };
    const { english, german } = await both(save);
    const englishProblem = "field 'price' must be a number of euros from 0 with at most 2 decimals, got -1";
    expect(english).toEqual({
      status: 400,
      language: 'en',
      body: {
        error: 'invalid_product',
        message: `Nothing was saved: ${englishProblem}.`,
        problems: [{ field: 'price', message: englishProblem }],
      },
    });
    const germanProblem =
      "Feld 'price' muss ein Betrag in Euro ab 0 mit höchstens 2 Nachkommastellen sein, angegeben: -1";
    expect(german).toEqual({
      status: 400,
      language: 'de',
      body: {
        error: 'invalid_product',
        message: `Es wurde nichts gespeichert: ${germanProblem}.`,
        problems: [{ field: 'price', message: germanProblem }],
      },
    });
  });

  it('refuses a search over the limit (429) in German, Retry-After as ever', async () => {
    const search = (headers: Record<string, string> = {}) => t.inject({ url: '/api/products/page?q=sofa', headers });
    expect((await search()).statusCode).toBe(200);
    expect((await search()).statusCode).toBe(200);
    const english = await search();
    const german = await search(GERMAN);
    expect(said(english)).toEqual({
      status: 429,
      language: 'en',
      body: { error: 'too_many_requests', message: expect.stringContaining('(at most 2 a minute)') as unknown },
    });
    const seconds = String(german.headers['retry-after']);
    expect(said(german)).toEqual({
      status: 429,
      language: 'de',
      body: {
        error: 'too_many_requests',
        message: `Zu viele Suchen von Ihrer Adresse (höchstens 2 pro Minute). Versuchen Sie es in ${seconds} s erneut.`,
      },
    });
  });

  it('reads Accept-Language as a browser writes it: by q, a region counting as its language, English otherwise', async () => {
    const languageOf = async (acceptLanguage: string) =>
      (await t.inject({ url: '/api/product/999999', headers: { 'accept-language': acceptLanguage } })).headers[
        'content-language'
      ];
    expect(await languageOf('de-AT')).toBe('de');
    expect(await languageOf('en;q=0.5, de;q=0.8')).toBe('de');
    expect(await languageOf('fr-FR, en;q=0.3, de;q=0.2')).toBe('en');
    expect(await languageOf('fr, it')).toBe('en');
  });

  it('answers a success the same whatever the language: no Content-Language, no Vary on it', async () => {
    const english = await t.inject('/api/product/1');
    const german = await t.inject({ url: '/api/product/1', headers: GERMAN });
    expect([english.statusCode, german.statusCode]).toEqual([200, 200]);
    expect(german.body).toBe(english.body);
    for (const answer of [english, german]) {
      expect(answer.headers['content-language']).toBeUndefined();
      expect(String(answer.headers.vary ?? '')).not.toMatch(/accept-language/i);
    }
  });
});

describe('a shop shedding searches (503)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The health check stands for a lagging event loop: the process counts as overloaded from the start.
    t = await startTestApp({ pressure: { healthCheck: () => Promise.resolve(false), healthCheckInterval: 60_000 } });
  });
  afterAll(() => t.close());

  it('says it is busy in German to a German request, in English otherwise', async () => {
    const english = said(await t.inject('/api/products/page?q=sofa'));
    const german = said(await t.inject({ url: '/api/products/page?q=sofa', headers: GERMAN }));
    expect(english).toEqual({
      status: 503,
      language: 'en',
      body: { error: 'busy', message: 'The shop is very busy right now. Please try again in a few seconds.' },
    });
    expect(german).toEqual({
      status: 503,
      language: 'de',
      body: {
        error: 'busy',
        message: 'Im Shop ist gerade sehr viel los. Bitte versuchen Sie es in einigen Sekunden erneut.',
      },
    });
  });
});

describe('a catalogue the database cannot answer (503)', () => {
  it('says so to each request in its own language, also when they wait on one read together', async () => {
    const t = await startTestApp();
    try {
      await t.database.db.destroy();
      const [english, german] = await Promise.all([
        t.inject('/api/products'),
        t.inject({ url: '/api/products', headers: GERMAN }),
      ]);
      expect(said(english)).toEqual({
        status: 503,
        language: 'en',
        body: {
          error: 'unavailable',
          message: 'The catalogue is not available right now. Please try again in a few seconds.',
        },
      });
      expect(said(german)).toEqual({
        status: 503,
        language: 'de',
        body: {
          error: 'unavailable',
          message: 'Der Katalog ist gerade nicht verfügbar. Bitte versuchen Sie es in einigen Sekunden erneut.',
        },
      });
    } finally {
      await t.app.close();
      t.site.dispose();
    }
  });
});
