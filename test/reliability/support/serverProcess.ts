// `npm start` as a child process (node --import tsx src/server/main.ts, one process, so signals
// reach the server itself), on a free port, with the environment a test gives it.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';

const PROJECT_ROOT = path.resolve(__dirname, '../../..');

/** Settings of a real Firebase project: with them the server starts no Auth emulator. */
export const NO_EMULATOR_ENV = {
  FIREBASE_API_KEY: 'test-api-key',
  FIREBASE_AUTH_DOMAIN: 'shop-test.firebaseapp.com',
  FIREBASE_PROJECT_ID: 'shop-test',
};

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  port: number;
  /** Set when the server started the Auth emulator. */
  emulatorUrl: string | undefined;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `as` runs it as another user (tests as root need that to meet a permission error). */
export function spawnServer(env: Record<string, string>, as?: { uid: number; gid: number }): Pick<ServerProcess, 'child' | 'output' | 'exited'> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'src/server/main.ts')], {
    cwd: PROJECT_ROOT,
    ...as,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'error', DATABASE_URL: '', ...env },
  });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => text, exited };
}

/** Starts the server and resolves once it says where it listens. */
export async function startServer(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  const started = spawnServer(env);
  const deadline = Date.now() + timeoutMs;
  let hasExited = false;
  void started.exited.then(() => (hasExited = true));
  const startsEmulator = !env.FIREBASE_API_KEY; // it then prints the emulator's address too
  while (Date.now() < deadline && !hasExited) {
    const port = /Shop running at http:\/\/localhost:(\d+)/.exec(started.output())?.[1];
    const emulatorUrl = /local Firebase Auth emulator at (\S+)/.exec(started.output())?.[1];
    if (port && (emulatorUrl || !startsEmulator)) return { ...started, port: Number(port), emulatorUrl };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  started.child.kill('SIGKILL');
  throw new Error(`The server did not start:\n${started.output()}`);
}
