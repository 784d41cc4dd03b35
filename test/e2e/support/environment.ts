// What the global setup hands the test workers (through environment variables, which workers
// inherit). The emulator names are the ones test/auth/support/emulatorAdmin.ts reads, so the
// browser suite arranges and wipes accounts with the same helpers as the auth tests.
import path from 'node:path';

export const ENV = {
  shopUrl: 'E2E_SHOP_URL',
  workDir: 'E2E_WORK_DIR',
  emulatorUrl: 'AUTH_EMULATOR_URL',
  emulatorProjectId: 'AUTH_EMULATOR_PROJECT_ID',
} as const;

/** The e2e shop's SQLite file, in the run's work directory (ENV.workDir): the staff CLI writes it too. */
export const E2E_DATABASE_FILE = 'shop.sqlite';

export const E2E_RESULTS_DIR = path.resolve(__dirname, '../../../test-results');
export const E2E_LOG_DIR = path.join(E2E_RESULTS_DIR, 'e2e-logs');
export const SCREENSHOT_DIR = path.join(E2E_RESULTS_DIR, 'screenshots');

export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser suite with \`npx playwright test\`.`);
  return value;
}
