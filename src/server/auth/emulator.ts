// The Firebase Auth emulator for a shop without Firebase settings, so a fresh machine can sign users in.
// It runs under a watchdog (emulatorWatchdog.cjs) that ends it when this process dies, however it dies.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort, isPortFree } from './localPorts';
import { keepLastLines, stopProcessGroup } from './processGroup';

export interface AuthEmulatorOptions {
  /** 0 for any free port. */
  port?: number;
  /** Must start with 'demo-' so the emulator never looks for real credentials. */
  projectId?: string;
  readyTimeoutMs?: number;
}

export interface AuthEmulator {
  url: string;
  projectId: string;
  /** The watchdog's, which is the process group's id. */
  pid: number;
  stop(): Promise<void>;
}

const HOST = '127.0.0.1';
const PROJECT_ROOT = path.resolve(__dirname, '../../..');
const FIREBASE_CLI = path.join(PROJECT_ROOT, 'node_modules/.bin/firebase');
const WATCHDOG = path.join(__dirname, 'emulatorWatchdog.cjs');
const OUTPUT_LINES_KEPT = 60;

/** A port the emulator was to use was taken between our check and its start (another process's, by chance). */
class PortTakenError extends Error {}

/** Starts with new free ports when one chosen here was taken meanwhile: tests start many servers side by side. */
const START_ATTEMPTS = 3;

export async function startAuthEmulator(opts: AuthEmulatorOptions = {}): Promise<AuthEmulator> {
  const projectId = opts.projectId ?? 'demo-shop';
  if (!projectId.startsWith('demo-')) {
    throw new Error(`Auth emulator project id must start with 'demo-' (got '${projectId}')`);
  }
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(opts, projectId);
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt >= START_ATTEMPTS) throw error;
    }
  }
}

async function startOnce(opts: AuthEmulatorOptions, projectId: string): Promise<AuthEmulator> {
  const port = opts.port === 0 ? await findFreePort(HOST) : (opts.port ?? 9099);
  if (!(await isPortFree(HOST, port))) {
    throw new Error(
      `Port ${port} on ${HOST} is in use, so the Firebase Auth emulator cannot start there. ` +
        'Stop what uses it or choose another port.',
    );
  }

  // Private, also as TMPDIR (the hub's locator file), so two emulators never share files.
  const workDir = mkdtempSync(path.join(tmpdir(), 'shop-auth-emulator-'));
  const configFile = path.join(workDir, 'firebase.json');
  writeFileSync(
    configFile,
    JSON.stringify(emulatorConfig(port, await findFreePort(HOST), await findFreePort(HOST)), null, 2),
  );

  const child = spawn(
    process.execPath,
    [WATCHDOG, FIREBASE_CLI, 'emulators:start', '--only', 'auth', '--project', projectId, '--config', configFile],
    { cwd: workDir, detached: true, stdio: ['pipe', 'pipe', 'pipe'], env: offlineEnv(workDir) },
  );
  const output = keepLastLines(child, OUTPUT_LINES_KEPT);
  let exitReason = '';
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exitReason = signal ? `signal ${signal}` : `exit code ${code}`;
      resolve();
    }),
  );
  const url = `http://${HOST}:${port}`;

  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= stopProcessGroup(child, exited).finally(() => rmSync(workDir, { recursive: true, force: true }));
    return stopped;
  };

  try {
    await waitUntilReady(url, exited, opts.readyTimeoutMs ?? 120_000);
  } catch (error) {
    await stop();
    const lines = output();
    const message = `${(error as Error).message}\n--- auth emulator output ---\n${lines.join('\n')}`;
    throw lines.some((line) => line.includes('port taken')) ? new PortTakenError(message) : new Error(message);
  }
  void exited.then(() => {
    if (stopped) return;
    console.error(
      `The Firebase Auth emulator at ${url} stopped unexpectedly (${exitReason}); ` +
        `sign-in fails until the shop restarts.\n--- auth emulator output ---\n${output().join('\n')}`,
    );
  });
  return { url, projectId, pid: child.pid as number, stop };
}

// Free ports for the hub and logging: firebase-tools' fixed 4400/4500 crash a second emulator on the machine.
function emulatorConfig(port: number, hubPort: number, loggingPort: number) {
  return {
    emulators: {
      auth: { host: HOST, port },
      hub: { host: HOST, port: hubPort },
      logging: { host: HOST, port: loggingPort },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
}

function offlineEnv(workDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NO_UPDATE_NOTIFIER: '1', // no npm version check
    CI: '1', // no "message of the day" fetch, no prompts
    TMPDIR: workDir,
    FORCE_COLOR: '0',
  };
}

async function waitUntilReady(url: string, exited: Promise<void>, timeoutMs: number): Promise<void> {
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasExited) throw new Error('The Firebase Auth emulator exited before it was ready.');
    try {
      const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The Firebase Auth emulator did not answer at ${url}/ within ${Math.round(timeoutMs / 1000)} s.`);
}
