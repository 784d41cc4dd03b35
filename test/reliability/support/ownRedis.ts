// A redis-server of the test's own on a free port, kept in memory only, so a test can stop it
// without touching the machine's own Redis (127.0.0.1:6379).
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { until } from '../../support/eventually';
import { findFreePort } from '@/server/auth/localPorts';

export interface OwnRedis {
  url: string;
  stop(): Promise<void>;
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await findFreePort('127.0.0.1');
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let failed = false;
  child.once('error', () => (failed = true));
  void exited.then(() => (failed = true));
  // Until it answers or has gone (a busy machine makes that later, not a failure).
  await until(async () => failed || (await answersPing(port)), Boolean, 50);
  if (failed) throw new Error(`redis-server did not start on ${port}`);
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
