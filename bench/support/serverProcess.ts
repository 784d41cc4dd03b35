// The parent side: starts a server entry (bench/servers/*.ts) in its own Node process with tsx,
// waits for its port, and can ask for its memory and stop it.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { ChildMemory } from './childServer';

const START_TIMEOUT_MS = 60_000;

export interface ServerProcess {
  url: string;
  pid: number;
  memory(): Promise<ChildMemory>;
  stop(): Promise<void>;
}

export async function startServerProcess(
  entry: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const child = fork(path.resolve(__dirname, '..', 'servers', entry), args, {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${entry} did not start within ${START_TIMEOUT_MS / 1000} s`)),
      START_TIMEOUT_MS,
    );
    child.once('exit', (code) => reject(new Error(`${entry} exited (code ${code}) before listening`)));
    child.on('message', (message: { port?: number }) => {
      if (typeof message?.port !== 'number') return;
      clearTimeout(timer);
      resolve(message.port);
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? -1,
    memory: () => askMemory(child),
    stop: () => stopChild(child),
  };
}

function askMemory(child: ChildProcess): Promise<ChildMemory> {
  return new Promise((resolve) => {
    const onMessage = (message: { memory?: ChildMemory }) => {
      if (!message?.memory) return;
      child.off('message', onMessage);
      resolve(message.memory);
    };
    child.on('message', onMessage);
    child.send('memory');
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
