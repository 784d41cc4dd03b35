// The real shop as a child process, for the reliability suite and the browser suite: src/server/main.ts
// as `npm start` runs it, but under `node --import tsx`, so the child is the server itself and the
// signals a test sends reach it directly. It is ready when it prints "Shop running at …" (and, when
// it starts the Auth emulator, the emulator's address).
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const READY_LINE = /Shop running at http:\/\/[^:\s]+:(\d+)\r?\n/;
const EMULATOR_LINE = /local Firebase Auth emulator at (\S+)\r?\n/;
const FIREBASE_SETTINGS = ['FIREBASE_API_KEY', 'FIREBASE_AUTH_DOMAIN', 'FIREBASE_PROJECT_ID'];

// util-linux's setpriv drops both capabilities from the bounding and inheritable sets before the exec.
const FILE_OVERRIDE_CAPS = '-dac_override,-dac_read_search';
const WITHOUT_FILE_OVERRIDE = [
  'setpriv',
  `--bounding-set=${FILE_OVERRIDE_CAPS}`,
  `--inh-caps=${FILE_OVERRIDE_CAPS}`,
  '--',
];

/** Settings of a real Firebase project: with them the server starts no Auth emulator. */
export const NO_EMULATOR_ENV = {
  FIREBASE_API_KEY: 'test-api-key',
  FIREBASE_AUTH_DOMAIN: 'shop-test.firebaseapp.com',
  FIREBASE_PROJECT_ID: 'shop-test',
};

export interface ShopProcessOptions {
  /**
   * Settings over the defaults: any free port on 127.0.0.1, the SQLite file (no DATABASE_URL), and
   * no Firebase project, so the server starts the Auth emulator on a free port (never 9099, which a
   * developer's shop may be using); with FIREBASE_AUTH_EMULATOR_HOST it uses that one instead.
   */
  env?: Record<string, string>;
  /**
   * Without the capabilities that let root read and write any file (CAP_DAC_OVERRIDE and
   * CAP_DAC_READ_SEARCH), so a test run as root meets file permissions as any user would, while the
   * shop stays root's own and reaches a clone in a folder only root may enter.
   */
  obeyFilePermissions?: boolean;
  /** Also append the server's output to this file, to be read after the run. */
  logFile?: string;
  /** Another checkout's shop (a benchmark's build before); default this one. */
  root?: string;
}

interface ShopExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ShopProcess {
  child: ChildProcessWithoutNullStreams;
  /** Everything the server printed so far, stdout and stderr. */
  output(): string;
  exited: Promise<ShopExit>;
  /** SIGTERM (the server finishes its requests and stops its emulator), SIGKILL after 15 s. */
  stop(): Promise<void>;
}

export interface RunningShop extends ShopProcess {
  port: number;
  /** e.g. 'http://127.0.0.1:41234' */
  url: string;
  /** Set when the server started the Auth emulator (not for FIREBASE_AUTH_EMULATOR_HOST). */
  emulatorUrl: string | undefined;
}

function shopEnv(env: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    AUTH_EMULATOR_PORT: '0',
    FIREBASE_AUTH_EMULATOR_HOST: '',
    LOG_LEVEL: 'warn',
    SHUTDOWN_DRAIN_MS: '0',
    REDIS_URL: '',
    METRICS_PORT: '',
    ...Object.fromEntries(FIREBASE_SETTINGS.map((name) => [name, ''])),
    ...env,
  };
}

/** Starts the server and returns at once; see startShop to wait until it listens. */
export function spawnShop(options: ShopProcessOptions = {}): ShopProcess {
  const root = options.root ?? ROOT;
  const node = [process.execPath, '--import', 'tsx', path.join(root, 'src/server/main.ts')];
  const [program, ...args] = options.obeyFilePermissions ? [...WITHOUT_FILE_OVERRIDE, ...node] : node;
  const child = spawn(program!, args, { cwd: root, env: shopEnv(options.env) });
  let text = '';
  const collect = (chunk: Buffer) => (text += chunk.toString('utf8'));
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  if (options.logFile) {
    const log = createWriteStream(options.logFile, { flags: 'a' });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.once('close', () => log.end());
  }
  const exited = new Promise<ShopExit>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    // A child that could not be started at all (EACCES, ENOENT) never exits: say why at once.
    child.once('error', (error) => {
      text += `${error.message}\n`;
      resolve({ code: null, signal: null });
    });
  });
  return { child, output: () => text, exited, stop: () => stopShop(child, exited) };
}

/** Starts the server and resolves once it says where it listens (and where its emulator is, if any). */
export async function startShop(options: ShopProcessOptions & { readyTimeoutMs?: number } = {}): Promise<RunningShop> {
  const env = shopEnv(options.env);
  const startsEmulator =
    FIREBASE_SETTINGS.every((name) => !env[name]?.trim()) && !env.FIREBASE_AUTH_EMULATOR_HOST?.trim();
  const shop = spawnShop(options);
  try {
    const { port, emulatorUrl } = await waitUntilReady(shop, startsEmulator, options.readyTimeoutMs ?? 150_000);
    return { ...shop, port, url: `http://127.0.0.1:${port}`, emulatorUrl };
  } catch (error) {
    await shop.stop();
    const logNote = options.logFile ? ` (also in ${options.logFile})` : '';
    throw new Error(`${(error as Error).message}\n--- shop output${logNote} ---\n${shop.output()}`);
  }
}

function waitUntilReady(
  shop: ShopProcess,
  startsEmulator: boolean,
  timeoutMs: number,
): Promise<{ port: number; emulatorUrl: string | undefined }> {
  return new Promise((resolve, reject) => {
    const finish = () => {
      clearTimeout(timer);
      shop.child.stdout.off('data', check);
      shop.child.stderr.off('data', check);
    };
    // Registered after spawnShop's own listener, so output() already holds the chunk.
    const check = () => {
      const port = READY_LINE.exec(shop.output())?.[1];
      const emulatorUrl = EMULATOR_LINE.exec(shop.output())?.[1];
      if (!port || (startsEmulator && !emulatorUrl)) return;
      finish();
      resolve({ port: Number(port), emulatorUrl });
    };
    const timer = setTimeout(() => {
      finish();
      reject(new Error(`The shop did not start within ${Math.round(timeoutMs / 1000)} s.`));
    }, timeoutMs);
    shop.child.stdout.on('data', check);
    shop.child.stderr.on('data', check);
    void shop.exited.then(({ code, signal }) => {
      finish();
      reject(new Error(`The shop exited before it was ready (${signal ? `signal ${signal}` : `exit code ${code}`}).`));
    });
  });
}

async function stopShop(child: ChildProcessWithoutNullStreams, exited: Promise<ShopExit>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), 15_000)));
  if ((await Promise.race([exited, timeout])) === 'timeout') {
    child.kill('SIGKILL');
    await exited;
  }
  clearTimeout(timer);
}
