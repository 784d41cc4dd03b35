// `npm start`: open the database (migrate, seed the demo catalogue on first start), start the
// Auth emulator when no Firebase project (and no FIREBASE_AUTH_EMULATOR_HOST) is configured, serve,
// and stop cleanly on Ctrl-C/SIGTERM.
import { buildApp } from './app';
import { startAuthEmulator, type AuthEmulator } from './auth/emulator';
import { buildClientConfig } from './clientConfig';
import { ConfigError, loadConfig, usesAuthEmulator, type ServerConfig } from './config';
import { damagedSqliteMessage, DatabaseStartError, openDatabase, type ShopDb } from './db/connection';
import { prepareDatabase } from './catalog/prepareDatabase';
import { checkWholeSqliteFile } from './db/sqliteChecks';
import { runUpkeep } from './db/upkeep/upkeepJobs';
import { catalogFigures } from './ops/catalogFigures';
import { ShopMetrics } from './ops/metrics';
import { startMetricsServer, type MetricsServer } from './ops/metricsServer';
import { databaseProbe, Readiness } from './ops/readiness';
import { connectRedis } from './ops/redis';
import { fileTransport, smtpTransport } from './mail/mailTransport';

async function openCatalogDatabase(config: ServerConfig): Promise<ShopDb> {
  const db = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.sqliteFile;
  try {
    if (await prepareDatabase(db)) console.log(`Demo catalogue loaded into ${where}`);
  } catch (error) {
    await db.destroy().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseStartError(
      `The catalogue database ${where} cannot be prepared (${reason}). ` +
        (config.databaseUrl
          ? 'Check that PostgreSQL runs and DATABASE_URL is right.'
          : 'Check the file and its folder.'),
    );
  }
  return db;
}

/** After the start: a damaged SQLite file takes this copy out of traffic (/readyz) and says what to do. */
function checkSqliteFileInBackground(file: string, readiness: Readiness): void {
  checkWholeSqliteFile(file).then(
    (result) => {
      if (result === 'ok') return;
      const message = damagedSqliteMessage(file, `integrity check says: ${result}`);
      readiness.fail(message);
      console.error(message);
    },
    (error: unknown) => console.error(`The SQLite database file ${file} could not be checked whole:`, error),
  );
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/** Emulator mode trusts unsigned ID tokens: say so, and where the shop can be reached. */
function describeEmulatorMode(config: ServerConfig): string {
  if (!config.hostFromEnv)
    return 'Emulator mode: ID tokens carry no signature, so the shop listens on 127.0.0.1 only (set HOST to change that).';
  if (LOOPBACK.has(config.host))
    return `Emulator mode: ID tokens carry no signature; the shop listens on ${config.host}.`;
  return (
    `Warning: emulator mode with HOST=${config.host}: ID tokens carry no signature, so anyone who can reach ` +
    'the shop can act as any account (its favourites). Use a real Firebase project for a shop others can reach.'
  );
}

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openCatalogDatabase(config);
  let emulator: AuthEmulator | undefined;
  let metricsServer: MetricsServer | undefined;
  const redis = config.redisUrl ? connectRedis(config.redisUrl) : undefined;
  try {
    if (!config.firebase && !config.authEmulatorHost)
      emulator = await startAuthEmulator({ port: config.authEmulatorPort });
    const clientConfig = buildClientConfig(config, emulator);
    const metrics = new ShopMetrics();
    metrics.watchCatalog(catalogFigures(db));
    const readiness = new Readiness(databaseProbe(db));
    const app = await buildApp({
      db,
      databaseTarget: { databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile },
      clientConfig,
      imageBaseUrl: config.imageBaseUrl,
      imageDir: config.imageDir,
      publicUrl: config.publicUrl,
      logger: { level: config.logLevel },
      redis,
      metrics,
      readiness,
      searchRateLimit: config.searchRateLimit,
      orderRateLimit: config.orderRateLimit,
      mail: {
        transport: config.smtpUrl
          ? smtpTransport(config.smtpUrl)
          : fileTransport(config.mailDir, (line) => console.log(line)),
        from: config.mailFrom,
        retryMaxMs: config.mailRetryMaxMs,
      },
      searchScanLimit: config.searchScanLimit,
    });

    let stopping = false;
    const stop = async (signal: string): Promise<void> => {
      if (stopping) return process.exit(1); // a second Ctrl-C does not wait any longer
      stopping = true;
      console.log(`${signal}: finishing open requests and stopping`);
      readiness.stop(); // the load balancer sees /readyz fail and sends no one new
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
      await app.close(); // stops accepting, waits for requests in flight
      await metricsServer?.close();
      redis?.disconnect();
      await emulator?.stop();
      await db.destroy();
      process.exit(0);
    };
    process.on('SIGINT', () => void stop('SIGINT'));
    process.on('SIGTERM', () => void stop('SIGTERM'));

    await app.listen({ port: config.port, host: config.host });
    // What the last migrations left (a refold, the word list) is done while the shop answers.
    void runUpkeep(db, {
      stopping: () => stopping,
      onError: (error) => console.error('Upkeep after a migration failed; it is tried again at the next start:', error),
    });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    // One write: whoever waits for "Shop running at" (a supervisor, the tests) then has the whole report.
    if (config.metricsPort !== undefined)
      metricsServer = await startMetricsServer(metrics, config.metricsPort, config.metricsHost);
    const report = [`Shop running at http://localhost:${port}`];
    if (metricsServer) report.push(`Metrics at http://${config.metricsHost}:${metricsServer.port}/metrics`);
    if (emulator) report.push(`Sign-in uses the local Firebase Auth emulator at ${emulator.url}`);
    else if (config.authEmulatorHost)
      report.push(
        `Sign-in uses the Firebase Auth emulator at ${clientConfig.firebase.emulatorUrl} (FIREBASE_AUTH_EMULATOR_HOST)`,
      );
    if (usesAuthEmulator(config)) report.push(describeEmulatorMode(config));
    console.log(report.join('\n'));
    if (!config.databaseUrl) checkSqliteFileInBackground(config.sqliteFile, readiness);
  } catch (error) {
    redis?.disconnect();
    await emulator?.stop();
    await db.destroy().catch(() => undefined);
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new ConfigError(`Port ${config.port} is in use: stop the other program or start with PORT=<another port>.`);
    }
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseStartError)
    console.error(`Cannot start the shop: ${error.message}`);
  else console.error('Cannot start the shop:', error);
  process.exit(1);
});
