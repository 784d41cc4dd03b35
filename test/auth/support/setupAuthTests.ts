// Before every auth test: an emulator with no accounts, a signed-out SDK, empty localStorage and
// alerts recorded instead of shown. Each file has its worker's emulator to itself (globalSetup.ts).
import { setEmailEnumerationProtection, wipeAccounts } from './emulatorAdmin';
import { embedClientConfig, testClientConfig } from './clientConfigFixture';
import { pointAtThisWorkersEmulator } from './workerEmulator';

pointAtThisWorkersEmulator();
embedClientConfig(testClientConfig());

// A test here talks to an emulator process on a shared machine, and its waits are bounded by this alone
// (test/support/eventually.ts). Set here because Jest reads testTimeout only from the global
// configuration: in a project's (jest.config.cjs) it is ignored, and the default was 5 s.
jest.setTimeout(30_000);

beforeEach(async () => {
  await wipeAccounts();
  await setEmailEnumerationProtection(false);
  await signOutLoadedSdk();
  window.localStorage.clear();
  jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

// Only when a test already loaded Firebase: tests about not loading it must stay that way.
async function signOutLoadedSdk(): Promise<void> {
  const { getApps } = jest.requireActual<typeof import('firebase/app')>('firebase/app');
  const app = getApps()[0];
  if (!app) return;
  const { getAuth, signOut } = jest.requireActual<typeof import('firebase/auth')>('firebase/auth');
  await signOut(getAuth(app));
}
