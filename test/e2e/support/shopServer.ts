// Starts the real shop the way a user does (`tsx src/server/main.ts`), as a child process with its
// own settings, and stops it with SIGTERM like Ctrl-C would. Used by the global setup (the shop of
// the whole run) and by the test that stops and restarts a server.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const MAIN = path.join(ROOT, 'src/server/main.ts');
const READY_LINE = /Shop running at http:\/\/[^:]+:(\d+)/;

export interface ShopServerOptions {
  /** The SQLite file; a new file gets the demo catalogue on first start. */
  sqliteFile: string;
  /** 0 (default) takes any free port. */
  port?: number;
  /** Extra environment, e.g. Firebase settings so no emulator is started. */
  env?: Record<string, string>;
  /** Where the server's output goes (appended), so a failed start can be read afterwards. */
  logFile: string;
  readyTimeoutMs?: number;
}

export interface ShopServer {
  /** e.g. 'http://127.0.0.1:41234' */
  url: string;
  port: number;
  stop(): Promise<void>;
}

export async function startShopServer(options: ShopServerOptions): Promise<ShopServer> {
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const child = spawn(TSX, [MAIN], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(options.port ?? 0),
      HOST: '127.0.0.1',
      SQLITE_FILE: options.sqliteFile,
      AUTH_EMULATOR_PORT: '0', // never 9099: a developer's shop may be using it
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      FIREBASE_API_KEY: '',
      FIREBASE_AUTH_DOMAIN: '',
      FIREBASE_PROJECT_ID: '',
      ...options.env,
    },
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async (): Promise<void> => {
    await stopChild(child, exited);
    log.end();
  };
  try {
    const port = await waitForReadyLine(child, exited, options.readyTimeoutMs ?? 90_000);
    return { url: `http://127.0.0.1:${port}`, port, stop };
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message} (server output: ${options.logFile})`);
  }
}

function waitForReadyLine(child: ChildProcess, exited: Promise<void>, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`The shop did not start within ${timeoutMs / 1000} s`)), timeoutMs);
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString('utf8');
      const match = READY_LINE.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`The shop exited before it was ready (exit code ${child.exitCode})`));
    });
  });
}

/** SIGTERM (the server finishes requests, stops its emulator), SIGKILL after 15 s. */
async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
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
