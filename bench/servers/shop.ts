// Our server as shoppers meet it: buildApp (the app `npm start` serves) on a catalogue database,
// production mode, logger off, no Auth emulator (an anonymous visitor never talks to it).
// Argument: the SQLite file.
import { buildApp } from '@/server/app';
import { buildClientConfig } from '@/server/clientConfig';
import { loadConfig } from '@/server/config';
import { openSqlite } from '@/server/db/connection';
import { connectRedis } from '@/server/ops/redis';
import { announceListening, requiredArg } from '../support/childServer';

async function main(): Promise<void> {
  const config = loadConfig({
    ...process.env,
    FIREBASE_API_KEY: '',
    FIREBASE_AUTH_DOMAIN: '',
    FIREBASE_PROJECT_ID: '',
  });
  const db = openSqlite(requiredArg(0, 'the SQLite file of the catalogue'));
  // BENCH_DIST_DIR: profile another build (e.g. a development build with readable names).
  const distDir = process.env.BENCH_DIST_DIR || undefined;
  const app = await buildApp({
    db,
    clientConfig: buildClientConfig(config),
    imageBaseUrl: config.imageBaseUrl,
    logger: false,
    distDir,
    redis: config.redisUrl ? connectRedis(config.redisUrl) : undefined,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.on(
    'SIGTERM',
    () =>
      void app
        .close()
        .then(() => db.destroy())
        .finally(() => process.exit(0)),
  );
  announceListening(app.server.address());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
