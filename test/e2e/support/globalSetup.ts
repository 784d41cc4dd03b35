// Once per run: an up-to-date production build, then a private shop (the real server on a free port
// with a fresh SQLite file holding the demo catalogue, and the real Auth emulator it starts on a
// free port), so a developer's running shop (3000/9099) is never touched. Returns the teardown.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ClientConfig } from '@/contract';
import { ensureProductionBuild } from '../../../scripts/webpackBuild';
import { E2E_DATABASE_FILE, E2E_LOG_DIR, ENV, SCREENSHOT_DIR } from './environment';
import { startShopServer } from './shopServer';

export default async function globalSetup(): Promise<() => Promise<void>> {
  ensureProductionBuild(); // the run's one build, shared with the budget and the jest build tests
  mkdirSync(E2E_LOG_DIR, { recursive: true });
  // The screenshots folder shows this run only, never pictures left from an older one.
  rmSync(SCREENSHOT_DIR, { recursive: true, force: true });
  const workDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
  const server = await startShopServer({
    sqliteFile: path.join(workDir, E2E_DATABASE_FILE),
    logFile: path.join(E2E_LOG_DIR, 'shop-server.log'),
    // Photos staff upload and emails go to the run's folder, never into the project's data/.
    env: { IMAGE_DIR: path.join(workDir, 'images'), MAIL_DIR: path.join(workDir, 'mail') },
  });

  // The emulator's address and project come from what the server tells its clients.
  const config = (await (await fetch(`${server.url}/client-config.json`)).json()) as ClientConfig;
  const emulatorUrl = config.firebase.emulatorUrl;
  if (!emulatorUrl) {
    await server.stop();
    throw new Error('The e2e shop runs without the Auth emulator: are FIREBASE_* settings set?');
  }
  // Workers start after this and inherit these variables.
  process.env[ENV.shopUrl] = server.url;
  process.env[ENV.emulatorUrl] = emulatorUrl;
  process.env[ENV.emulatorProjectId] = config.firebase.projectId;
  process.env[ENV.workDir] = workDir;
  console.log(`e2e shop at ${server.url}, Auth emulator at ${emulatorUrl}`);

  return async () => {
    await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  };
}
