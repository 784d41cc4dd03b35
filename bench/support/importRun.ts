// One run of a checkout's `catalog:import` in a child process, on a fresh SQLite file or a fresh
// PostgreSQL database, with its wall time and the child's own max RSS (bench:import, bench:scale).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { adminQuery } from '../../test/server/support/adminQuery';

export type Engine = 'SQLite' | 'PostgreSQL';

export interface ImportFigures {
  seconds: number;
  /** As the import reports it: without Node's start and the migrations. */
  importSeconds: number;
  maxRssMiB: number;
  ok: boolean;
}

/** A database the benchmark owns: the shop's settings for it, and how to remove it. */
export interface BenchDatabase {
  engine: Engine;
  env: Record<string, string>;
  drop(): Promise<void>;
}

export async function freshDatabase(engine: Engine, dir: string): Promise<BenchDatabase> {
  if (engine === 'SQLite') {
    const file = path.join(dir, `shop-${randomBytes(4).toString('hex')}.sqlite`);
    const drop = () => {
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
      return Promise.resolve();
    };
    return { engine, env: { SQLITE_FILE: file, DATABASE_URL: '' }, drop };
  }
  const adminUrl = postgresAdminUrl();
  if (!adminUrl) throw new Error('PostgreSQL needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test).');
  const name = `shop_bench_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    engine,
    env: { DATABASE_URL: url.toString() },
    drop: () => adminQuery(adminUrl, `DROP DATABASE ${name} WITH (FORCE)`).then(() => undefined),
  };
}

export const postgresAdminUrl = (): string | undefined => process.env.TEST_DATABASE_URL || undefined;

/** Runs `root`'s import of `file` under /usr/bin/time; its max RSS is the child's own, not this process's. */
export function importOnce(root: string, file: string, env: Record<string, string>): Promise<ImportFigures> {
  const started = performance.now();
  const cli = path.join(root, 'src/server/catalog/importCli.ts');
  const child = spawn('/usr/bin/time', ['-f', 'maxrss=%M', process.execPath, '--import', 'tsx', cli, file], {
    cwd: root,
    env: { ...process.env, ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    process.stderr.write(chunk);
  });
  return new Promise((resolve) =>
    child.once('exit', (code) =>
      resolve({
        seconds: (performance.now() - started) / 1000,
        importSeconds: Number(/products from .* in ([\d.]+) s\./.exec(output)?.[1] ?? NaN),
        maxRssMiB: Number(/maxrss=(\d+)/.exec(output)?.[1] ?? 0) / 1024,
        ok: code === 0 && output.includes('Imported'),
      }),
    ),
  );
}
