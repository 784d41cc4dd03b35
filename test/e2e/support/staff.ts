// Staff for the browser tests (issue 38): `npm run staff -- add` (its script, without npm's start-up)
// on the e2e shop's database, and a verified account on that list.
import { shopScript } from '../../support/shopScript';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { markEmailVerified } from '../../auth/support/emulatorAdmin';
import { E2E_DATABASE_FILE, ENV, requiredEnv } from './environment';

const ROOT = path.resolve(__dirname, '../../..');

export async function addToStaff(email: string): Promise<void> {
  await promisify(execFile)(...shopScript('src/server/staff/staffCli.ts', 'add', email), {
    cwd: ROOT,
    env: { ...process.env, SQLITE_FILE: path.join(requiredEnv(ENV.workDir), E2E_DATABASE_FILE), DATABASE_URL: '' },
  });
}

/** The test's shopper made a member of the staff: an account, its email verified, on the list. */
export async function makeStaff(shopper: { email: string; createAccount(): Promise<string> }): Promise<void> {
  await shopper.createAccount();
  await markEmailVerified(shopper.email);
  await addToStaff(shopper.email);
}
