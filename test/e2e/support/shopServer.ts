// The browser suite's shops: the real server (test/support/shopProcess.ts) on a SQLite file of its
// own, its output appended to a log file. Used by the global setup (the shop of the whole run) and
// by the tests that start, stop and restart a shop of their own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startShop } from '../../support/shopProcess';
import { E2E_LOG_DIR } from './environment';

/**
 * A hook or fixture that starts a shop waits this long at most: a start migrates and seeds a new
 * database and may start an emulator, which takes far more than a test's 30 s on a busy machine.
 */
export const SHOP_START_TIMEOUT_MS = 180_000;

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
  const shop = await startShop({
    env: { PORT: String(options.port ?? 0), SQLITE_FILE: options.sqliteFile, ...options.env },
    logFile: options.logFile,
    readyTimeoutMs: options.readyTimeoutMs,
  });
  return { url: shop.url, port: shop.port, stop: () => shop.stop() };
}

export interface OwnShopOptions {
  /** Names its temporary folder and its log file (`${name}-shop.log`). */
  name: string;
  /** Puts the shop's SQLite file in the folder and returns its path (a new file gets the demo catalogue). */
  database(dir: string): Promise<string> | string;
  env?: Record<string, string>;
}

/** A shop of a test's own, in a temporary folder that its `stop()` removes. */
export async function startOwnShop(options: OwnShopOptions): Promise<ShopServer> {
  const dir = mkdtempSync(path.join(tmpdir(), `shop-${options.name}-`));
  try {
    const shop = await startShopServer({
      sqliteFile: await options.database(dir),
      logFile: path.join(E2E_LOG_DIR, `${options.name}-shop.log`),
      // Its emails in its own folder: two such shops number theirs alike, and the project's
      // data/mail is the developer's own shop's.
      env: { MAIL_DIR: path.join(dir, 'mail'), ...options.env },
    });
    return {
      ...shop,
      async stop() {
        await shop.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
