import type { AuthEmulator } from '../../../src/server/auth/emulator'; // global setup: Node resolves this, not jest's @/ mapper

export default async function globalTeardown(): Promise<void> {
  const emulators = (globalThis as { authEmulators?: AuthEmulator[] }).authEmulators ?? [];
  await Promise.all(emulators.map((emulator) => emulator.stop()));
}
