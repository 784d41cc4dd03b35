// One real Firebase Auth emulator for the whole auth test run, on a free port (never 9099, which
// a developer's `npm start` may be using). Test files take turns on it (see emulatorLock.ts).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startAuthEmulator, type AuthEmulator } from '../../../src/server/auth/emulator'; // global setup: Node resolves this, not jest's @/ mapper

export const TEST_PROJECT_ID = 'demo-shop-test';

export default async function globalSetup(): Promise<void> {
  const emulator = await startAuthEmulator({ port: 0, projectId: TEST_PROJECT_ID });
  // Workers start after this, so they inherit these variables.
  process.env.AUTH_EMULATOR_URL = emulator.url;
  process.env.AUTH_EMULATOR_PROJECT_ID = emulator.projectId;
  process.env.AUTH_EMULATOR_LOCK_DIR = path.join(mkdtempSync(path.join(tmpdir(), 'shop-auth-tests-')), 'lock');
  (globalThis as { authEmulator?: AuthEmulator }).authEmulator = emulator;
}
