import { rmSync } from 'node:fs';
import path from 'node:path';
import type { AuthEmulator } from '../../../src/server/auth/emulator'; // global setup: Node resolves this, not jest's @/ mapper

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { authEmulator?: AuthEmulator }).authEmulator?.stop();
  const lockDir = process.env.AUTH_EMULATOR_LOCK_DIR;
  if (lockDir) rmSync(path.dirname(lockDir), { recursive: true, force: true });
}
