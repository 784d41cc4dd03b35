// One real Firebase Auth emulator per jest worker, on free ports (never 9099, which a developer's
// `npm start` may be using). A worker runs one test file at a time, so a file has its worker's
// emulator to itself and may wipe its accounts: no lock, and no worker waits for another's file.
import { startAuthEmulator, type AuthEmulator } from '../../../src/server/auth/emulator'; // global setup: Node resolves this, not jest's @/ mapper
import { EMULATOR_URLS_VARIABLE } from './workerEmulator';

export const TEST_PROJECT_ID = 'demo-shop-test';

/** Jest's normalised global configuration, of which only the worker count matters here. */
interface JestGlobalConfig {
  maxWorkers: number;
}

export default async function globalSetup({ maxWorkers }: JestGlobalConfig): Promise<void> {
  // In band (`-i`, or a single file) the tests run in jest's own process, as worker 1.
  const workers = Math.max(1, maxWorkers);
  const emulators = await Promise.all(
    Array.from({ length: workers }, () => startAuthEmulator({ port: 0, projectId: TEST_PROJECT_ID })),
  );
  // Workers start after this, so they inherit these variables.
  process.env[EMULATOR_URLS_VARIABLE] = emulators.map((emulator) => emulator.url).join(' ');
  process.env.AUTH_EMULATOR_PROJECT_ID = TEST_PROJECT_ID;
  (globalThis as { authEmulators?: AuthEmulator[] }).authEmulators = emulators;
}
