// `npm run dev` as a developer runs it: the server and webpack-dev-server start (on free ports, with
// a SQLite file of their own and the Auth emulator on any free port, so neither ./data nor a
// developer's 3000/8080/9099 nor the auth tests' emulator is touched), a page loaded through the dev
// server shows a stylesheet change without being reloaded by hand, and Ctrl-C (SIGINT to the whole
// process group, as a terminal sends it) leaves no process behind.
// The change is one rule appended to a stylesheet no test reads; the file gets its exact bytes and
// modification time back, so the next `npm start` does not rebuild because of it.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { findFreePort } from '@/server/auth/localPorts';
import { chromiumExecutable } from '../../scripts/chromiumPath';

const ROOT = path.resolve(__dirname, '../..');
const STYLESHEET = path.join(ROOT, 'src/client/styles/base.css');
const PROBE = '--dev-reload-probe';
const RUN_ID = randomBytes(6).toString('hex');
/** Every process `npm run dev` (and the test's browser) starts inherits this variable: how the test finds them all. */
const MARKER_NAME = 'SHOP_DEV_TEST_RUN';
const MARKER = `${MARKER_NAME}=${RUN_ID}`;

// Two shared cores: a first development build alone can take 30–60 s.
const READY_TIMEOUT_MS = 240_000;
const CHANGE_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 60_000;

let workDir: string;
let sqliteFile: string;
let devUrl: string;
let dev: ChildProcess | undefined;
let devExited: Promise<void>;
let output = '';
let browser: Browser | undefined;
let page: Page;
let restoreStylesheet: (() => void) | undefined;

/** The last lines npm run dev printed, a run of equal lines shown once with its count. */
function outputTail(): string {
  const lines: string[] = [];
  let repeats = 0;
  for (const line of output.split('\n')) {
    if (line === lines[lines.length - 1]) repeats += 1;
    else {
      if (repeats > 0) lines[lines.length - 1] += ` (${repeats + 1}×)`;
      repeats = 0;
      lines.push(line);
    }
  }
  return lines.slice(-40).join('\n');
}

const devRunning = () => dev !== undefined && dev.exitCode === null && dev.signalCode === null;

/** Polls `check` until it gives a value; fails after the timeout, or at once when npm run dev has exited. */
async function until<T>(
  what: string,
  timeoutMs: number,
  check: () => Promise<T | undefined>,
  { devMustRun = true } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    if (devMustRun && !devRunning()) {
      throw new Error(`npm run dev exited while waiting for ${what}.\n--- npm run dev output ---\n${outputTail()}`);
    }
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      const lastError = last ? ` (last error: ${(last as Error).message})` : '';
      throw new Error(
        `Waited ${Math.round(timeoutMs / 1000)} s for ${what}${lastError}.\n--- npm run dev output ---\n${outputTail()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function status(url: string): Promise<number> {
  return (await fetch(url, { signal: AbortSignal.timeout(5000) })).status;
}

interface ProcessRow {
  pid: number;
  ppid: number;
  args: string;
}

function processTable(): ProcessRow[] {
  return execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ pid: Number(match[1]), ppid: Number(match[2]), args: match[3] ?? '' }));
}

/** The process and everything below it, as ps lists them now. */
function processTree(rootPid: number): ProcessRow[] {
  const table = processTable();
  const tree = table.filter((row) => row.pid === rootPid);
  for (let i = 0; i < tree.length; i += 1) tree.push(...table.filter((row) => row.ppid === tree[i]?.pid));
  return tree;
}

/** Processes that carry this run's marker in their environment (all that `npm run dev` started). */
function markedProcesses(): ProcessRow[] {
  const table = new Map(processTable().map((row) => [row.pid, row]));
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return readFileSync(`/proc/${entry}/environ`, 'latin1').split('\0').includes(MARKER);
      } catch {
        return false; // gone meanwhile, or not ours to read
      }
    })
    .map((entry) => table.get(Number(entry)) ?? { pid: Number(entry), ppid: 0, args: '?' });
}

const describeRows = (rows: ProcessRow[]) => rows.map((row) => `${row.pid} ${row.args}`).join('\n');

/** Appends a rule to the stylesheet; the returned function puts the file back (safe to call twice). */
function changeStylesheet(rule: string): () => void {
  const original = readFileSync(STYLESHEET);
  const { atime, mtime } = statSync(STYLESHEET);
  const changed = Buffer.concat([original, Buffer.from(rule)]);
  writeFileSync(STYLESHEET, changed);
  let restored = false;
  return () => {
    if (restored) return;
    restored = true;
    const now = readFileSync(STYLESHEET);
    if (now.equals(changed)) {
      writeFileSync(STYLESHEET, original);
      utimesSync(STYLESHEET, atime, mtime);
    } else if (now.includes(rule)) {
      // Someone edited the file meanwhile: take out only our rule and keep their edit.
      writeFileSync(STYLESHEET, now.toString('utf8').replace(rule, ''));
    }
  };
}

const probeValue = () => page.evaluate((name) => getComputedStyle(document.body).getPropertyValue(name).trim(), PROBE);

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'shop-dev-test-'));
  sqliteFile = path.join(workDir, 'shop.sqlite');
  const [serverPort, devPort] = [await findFreePort('127.0.0.1'), await findFreePort('127.0.0.1')];
  devUrl = `http://127.0.0.1:${devPort}`;

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(serverPort),
    DEV_PORT: String(devPort),
    HOST: '127.0.0.1',
    SQLITE_FILE: sqliteFile,
    DATABASE_URL: '',
    AUTH_EMULATOR_PORT: '0', // any free port: never 9099, never the auth tests' emulator
    FIREBASE_API_KEY: '',
    FIREBASE_AUTH_DOMAIN: '',
    FIREBASE_PROJECT_ID: '',
    LOG_LEVEL: 'warn',
    [MARKER_NAME]: RUN_ID,
  };
  delete env.NODE_ENV; // jest sets 'test'; a developer's shell does not
  delete env.JEST_WORKER_ID;

  // Its own process group, so the test can press "Ctrl-C" on it (and on nothing else).
  dev = spawn('npm', ['run', 'dev'], { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const child = dev;
  devExited = new Promise((resolve) => child.once('exit', () => resolve()));
  const collect = (chunk: Buffer) => (output += chunk.toString('utf8'));
  dev.stdout?.on('data', collect);
  dev.stderr?.on('data', collect);

  // The server first (asking the proxy before would only fill the output with its errors); the dev
  // server answers a page once its first build is done; then /api through its proxy.
  const serverUrl = `http://127.0.0.1:${serverPort}`;
  await until('the server', READY_TIMEOUT_MS, async () =>
    (await status(`${serverUrl}/api`)) === 200 ? true : undefined,
  );
  await until('the dev server and the API behind its proxy', READY_TIMEOUT_MS, async () =>
    (await status(`${devUrl}/`)) === 200 && (await status(`${devUrl}/api`)) === 200 ? true : undefined,
  );

  browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    env: { ...process.env, [MARKER_NAME]: RUN_ID }, // so the leak check below covers the browser too
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  page = await browser.newPage();
}, READY_TIMEOUT_MS + 30_000);

afterAll(async () => {
  restoreStylesheet?.();
  await browser?.close().catch(() => undefined);
  // Whatever the tests did not stop (a failed test): end it, so nothing outlives the run.
  if (dev && devRunning()) {
    try {
      process.kill(-(dev.pid as number), 'SIGKILL');
    } catch {
      // already gone
    }
  }
  for (const row of markedProcesses()) {
    try {
      process.kill(row.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  if (workDir) rmSync(workDir, { recursive: true, force: true });
}, STOP_TIMEOUT_MS);

describe('npm run dev', () => {
  it('serves the shop through the dev server, with its own SQLite file', async () => {
    const html = await (await fetch(`${devUrl}/`)).text();
    expect(html).toContain('<div id="root"');
    expect(existsSync(sqliteFile)).toBe(true);
  }, 30_000);

  it(
    'shows a stylesheet change in the open page by itself (hot or live reload)',
    async () => {
      // The dev server's client in the page says so once its socket is open: from then on it hears
      // about every rebuild (a change made before that would be taken for the page's own build).
      let connected = false;
      page.on('console', (message) => {
        if (message.text().includes('[webpack-dev-server] Server started')) connected = true;
      });
      await page.goto(devUrl);
      await until('the dev server client in the page to connect', CHANGE_TIMEOUT_MS, async () =>
        connected ? true : undefined,
      );
      // The shop's stylesheet is applied (body's margin comes from base.css) and has no probe yet.
      await until('the stylesheet in the page', CHANGE_TIMEOUT_MS, async () =>
        (await page.evaluate(() => getComputedStyle(document.body).marginTop)) === '0px' ? true : undefined,
      );
      expect(await probeValue()).toBe('');
      await page.evaluate(() => ((window as { devReloadTest?: boolean }).devReloadTest = true));

      const value = `probe-${RUN_ID}`;
      restoreStylesheet = changeStylesheet(
        `\n/* npm run dev test ${RUN_ID}: removed again by the test */\nbody {\n  ${PROBE}: ${value};\n}\n`,
      );
      try {
        await until(`the page to show ${PROBE}: ${value}`, CHANGE_TIMEOUT_MS, async () =>
          (await probeValue()) === value ? true : undefined,
        );
      } finally {
        restoreStylesheet();
      }
      const hot = await page.evaluate(() => (window as { devReloadTest?: boolean }).devReloadTest === true);
      console.log(
        `npm run dev test: the change reached the page by ${hot ? 'hot module replacement' : 'a full reload'}`,
      );

      // The file's bytes and old modification time are back, and the dev server noticed that too.
      await until(`the page to drop ${PROBE} again`, CHANGE_TIMEOUT_MS, async () =>
        (await probeValue()) === '' ? true : undefined,
      );
    },
    CHANGE_TIMEOUT_MS * 4,
  );

  it(
    'stops every process it started on Ctrl-C',
    async () => {
      const started = processTree(dev?.pid as number);
      // npm, its shell, tsx and node for scripts/dev.ts, tsx watch + the server, webpack, the emulator.
      expect(started.length).toBeGreaterThanOrEqual(6);
      expect(describeRows(started)).toContain('firebase emulators:start');

      await browser?.close();
      process.kill(-(dev?.pid as number), 'SIGINT'); // what Ctrl-C in the terminal sends
      let timer: ReturnType<typeof setTimeout> | undefined;
      const stopped = await Promise.race([
        devExited.then(() => true),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), STOP_TIMEOUT_MS))),
      ]);
      clearTimeout(timer);
      expect(stopped).toBe(true);

      // The emulator lives in its own process group and is stopped by the server (or its watchdog):
      // allow it a moment, then nothing that run started may be left.
      const leftOver = () => {
        const alive = new Set(processTable().map((row) => `${row.pid} ${row.args}`));
        const rows = [...started.filter((row) => alive.has(`${row.pid} ${row.args}`)), ...markedProcesses()];
        return [...new Map(rows.map((row) => [row.pid, row])).values()];
      };
      const allGone = async () => (leftOver().length === 0 ? true : undefined);
      await until('every started process to exit', STOP_TIMEOUT_MS, allGone, { devMustRun: false }).catch(() => false);
      expect(describeRows(leftOver())).toBe('');
      await expect(fetch(`${devUrl}/`, { signal: AbortSignal.timeout(2000) })).rejects.toThrow();
    },
    STOP_TIMEOUT_MS * 2 + 10_000,
  );
});
