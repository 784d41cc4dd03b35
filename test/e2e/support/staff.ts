// Staff for the browser tests (issue 38): `npm run staff -- add` (its script, without npm's start-up)
// on the e2e shop's database, and a verified account on that list.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { markEmailVerified } from '../../auth/support/emulatorAdmin';
import { shopScript } from '../../support/shopScript';
import { E2E_DATABASE_FILE, ENV, requiredEnv } from './environment';

const ROOT = path.resolve(__dirname, '../../..');

/** `npm run staff -- add EMAIL` on a shop's SQLite file: the run's shared shop unless another is named. */
export async function addToStaff(
  email: string,
  sqliteFile = path.join(requiredEnv(ENV.workDir), E2E_DATABASE_FILE),
): Promise<void> {
  await promisify(execFile)(...shopScript('src/server/staff/staffCli.ts', 'add', email), {
    cwd: ROOT,
    env: { ...process.env, SQLITE_FILE: sqliteFile, DATABASE_URL: '' },
  });
}

/** The test's shopper made a member of the staff: an account, its email verified, on the list. */
export async function makeStaff(shopper: { email: string; createAccount(): Promise<string> }): Promise<void> {
  await shopper.createAccount();
  await markEmailVerified(shopper.email);
  await addToStaff(shopper.email);
}
