// Which of the run's emulators (globalSetup.ts) this jest worker uses: the one at its worker number.
export const EMULATOR_URLS_VARIABLE = 'AUTH_EMULATORS_BY_WORKER';

/** Points AUTH_EMULATOR_URL, which the emulator helpers and the client config read, at this worker's emulator. */
export function pointAtThisWorkersEmulator(): void {
  const urls = (process.env[EMULATOR_URLS_VARIABLE] ?? '').split(' ').filter(Boolean);
  if (urls.length === 0)
    throw new Error(`${EMULATOR_URLS_VARIABLE} is not set: run the auth tests through jest (project "auth").`);
  const worker = Number(process.env.JEST_WORKER_ID ?? '1');
  const url = urls[worker - 1];
  if (!url) throw new Error(`Jest worker ${worker} has no emulator of its own: ${urls.length} were started.`);
  process.env.AUTH_EMULATOR_URL = url;
}
