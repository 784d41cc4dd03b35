// Nothing secret reaches the public: a production build made while the server's secrets are in
// the environment carries none of them (nor key-shaped strings, nor server code), and the source
// maps and the chunk map webpack writes are never served.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { productionBuild } from '../../scripts/webpackBuild';
import { startTestApp, type TestApp } from '../server/support/testApp';
import { rawRequest } from './support/rawHttp';

/** Values a shop keeps in its server environment; the build runs with them set. */
const SERVER_SECRETS: Record<string, string> = {
  DATABASE_URL: 'postgres://shop:Db-Passw0rd-never-public@db.internal:5432/shop',
  TEST_DATABASE_URL: 'postgres://tester:Test-Passw0rd-never-public@127.0.0.1:5432/test',
  FIREBASE_API_KEY: 'AIzaSyNeverInTheBundle-0123456789abcdef',
  GOOGLE_APPLICATION_CREDENTIALS: '/etc/shop/service-account-never-public.json',
};

const KEY_SHAPES: Array<[string, RegExp]> = [
  ['private key block', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['service account field', /"private_key(_id)?"\s*:/],
  ['Google API key', /AIza[0-9A-Za-z_-]{35}/],
  ['AWS access key', /AKIA[0-9A-Z]{16}/],
  ['URL with a password', /[a-z]+:\/\/[^\s"'/:@]+:[^\s"'/@]+@[\w.-]+/],
];

let outputPath: string;
const files = () =>
  readdirSync(outputPath, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(outputPath, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));

beforeAll(async () => {
  outputPath = mkdtempSync(path.join(tmpdir(), 'shop-secret-scan-'));
  const saved = Object.fromEntries(Object.keys(SERVER_SECRETS).map((name) => [name, process.env[name]]));
  Object.assign(process.env, SERVER_SECRETS);
  try {
    await productionBuild('client', { outputPath }); // with its source maps, as shipped
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}, 240_000);
afterAll(() => rmSync(outputPath, { recursive: true, force: true }));

describe('the production build', () => {
  it('contains none of the server secrets set while it was built, and nothing shaped like a key', () => {
    const found: string[] = [];
    for (const file of files()) {
      const text = readFileSync(path.join(outputPath, file), 'utf8');
      for (const [name, value] of Object.entries(SERVER_SECRETS))
        if (text.includes(value)) found.push(`${file}: ${name}`);
      for (const [shape, pattern] of KEY_SHAPES) if (pattern.test(text)) found.push(`${file}: ${shape}`);
    }
    console.log(
      `secret scan: ${files().length} build files, ${Object.keys(SERVER_SECRETS).length} secret values, ${KEY_SHAPES.length} key shapes`,
    );
    expect(found).toEqual([]);
  });

  it('holds no server code, not even in its source maps', () => {
    const maps = files().filter((file) => file.endsWith('.map'));
    expect(maps.length).toBeGreaterThan(0);
    for (const map of maps) {
      const { sources } = JSON.parse(readFileSync(path.join(outputPath, map), 'utf8')) as { sources: string[] };
      expect(
        sources.filter((source) => /src\/server\/|\.env|config\.ts$/.test(source) && !/src\/client\//.test(source)),
      ).toEqual([]);
    }
  });

  it('points to no source map from its scripts', () => {
    for (const file of files().filter((name) => /\.(js|css)$/.test(name))) {
      expect({
        file,
        mapComment: readFileSync(path.join(outputPath, file), 'utf8').includes('sourceMappingURL'),
      }).toEqual({ file, mapComment: false });
    }
  });
});

describe('serving that build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ distDir: outputPath, publicDir: path.resolve(__dirname, '../../public') });
  });
  afterAll(() => t.close());

  it('serves every built file except the source maps and the chunk map, which answer 404 JSON', async () => {
    const port = (t.app.server.address() as { port: number }).port;
    const answers: string[] = [];
    for (const file of files().filter((name) => name !== 'index.html')) {
      const response = await rawRequest(port, { target: `/${file}` });
      answers.push(`${file} ${response.statusCode}`);
      if (file.endsWith('.map') || file === '.build-stats.json') {
        expect({ file, status: response.statusCode, type: response.headers['content-type'] }).toEqual({
          file,
          status: 404,
          type: 'application/json; charset=utf-8',
        });
      } else {
        expect({ file, status: response.statusCode }).toEqual({ file, status: 200 });
      }
    }
    console.log(`served build files: ${answers.join(', ')}`);
  });
});
