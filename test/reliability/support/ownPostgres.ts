// A PostgreSQL server of the test's own: initdb in a temporary folder, on a free port, so a test
// can stop and start it without touching the machine's shared database. initdb refuses to run as
// root, so the tools run as the 'postgres' user when the tests run as root.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { findFreePort } from '@/server/auth/localPorts';

export interface OwnPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  start(): void;
  /** 'fast' ends sessions and stops; 'immediate' is a crash (recovered at the next start). */
  stop(mode?: 'fast' | 'immediate'): void;
  dispose(): void;
}

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const version = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a))[0] : undefined;
  if (!version) throw new Error('No PostgreSQL server binaries under /usr/lib/postgresql/*/bin');
  return path.join(root, version, 'bin');
}

/** Runs a PostgreSQL tool, as the postgres user when we are root. */
function runTool(tool: string, args: string[]): string {
  const command = path.join(binDir(), tool);
  const asRoot = userInfo().uid === 0;
  const result = asRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
    : spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-own-pg-'));
  if (userInfo().uid === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const dataDir = path.join(dir, 'data');
  const port = await findFreePort('127.0.0.1');
  runTool('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=30`;
  const start = () =>
    void runTool('pg_ctl', ['start', '-D', dataDir, '-w', '-t', '30', '-l', path.join(dir, 'log'), '-o', options]);
  const stop = (mode: 'fast' | 'immediate' = 'fast') =>
    void runTool('pg_ctl', ['stop', '-D', dataDir, '-w', '-m', mode]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    dispose() {
      try {
        stop('immediate');
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
