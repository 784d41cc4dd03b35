// Test files share one emulator and wipe its accounts between tests, so only one file may use it
// at a time: a lock directory (mkdir is atomic) taken in beforeAll and released in afterAll.
// A lock left by a crashed worker is taken over once its process is gone.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const WAIT_STEP_MS = 100;
const GIVE_UP_AFTER_MS = 5 * 60_000;

function lockDir(): string {
  const dir = process.env.AUTH_EMULATOR_LOCK_DIR;
  if (!dir)
    throw new Error(
      'AUTH_EMULATOR_LOCK_DIR is not set: run the auth tests through jest (jest.config.cjs, project "auth").',
    );
  return dir;
}

function ownerIsGone(dir: string): boolean {
  try {
    process.kill(Number(readFileSync(path.join(dir, 'owner'), 'utf8')), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

export async function acquireEmulatorLock(): Promise<void> {
  const dir = lockDir();
  const deadline = Date.now() + GIVE_UP_AFTER_MS;
  for (;;) {
    try {
      mkdirSync(dir);
      writeFileSync(path.join(dir, 'owner'), String(process.pid));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (ownerIsGone(dir)) rmSync(dir, { recursive: true, force: true });
    if (Date.now() > deadline) throw new Error(`Waited too long for the auth emulator lock ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}

export function releaseEmulatorLock(): void {
  rmSync(lockDir(), { recursive: true, force: true });
}
