// The browser suite's shops: the real server (test/support/shopProcess.ts) on a SQLite file of its
// own, its output appended to a log file. Used by the global setup (the shop of the whole run) and
// by the tests that start, stop and restart a shop of their own.
import { startShop } from '../../support/shopProcess';

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
