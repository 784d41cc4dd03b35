// bench:admin's staff import: a 100,000-row CSV (half the catalogue's last products with a new price,
// half new ones) previewed and imported through the staff API of a listening shop, timed, with the
// peak RSS of the server's process and of its import process (sampled every 100 ms from /proc).
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, readdirSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import path from 'node:path';
import type { ImportPreview, ImportProgress } from '@/contract';
import { generatedProduct } from './catalogues';
import type { Engine } from './importRun';
import { STAFF_API } from '@/staffRoutes';

const ROWS = 100_000;
const run = promisify(execFile);
export const IMPORT_TABLE_HEAD =
  '| database | products | 100,000-row CSV | preview s | import s | server MiB, before → peak | import process peak MiB |\n|---|---|---|---|---|---|---|';

async function writeCsv(file: string, products: number): Promise<void> {
  const out = createWriteStream(file);
  const cell = (text: string) => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  out.write('id,title,price,description,mark,category,images\n');
  for (let index = 0; index < ROWS; index++) {
    // Half the rows change the catalogue's last products (all of a small one), the rest are new.
    const product = generatedProduct(Math.max(0, products - ROWS / 2) + index);
    const price = index < ROWS / 2 ? product.price + 1 : product.price;
    const cells = [
      product.id,
      product.title,
      price,
      product.description,
      product.mark,
      product.category,
      product.images.join('|'),
    ];
    if (!out.write(`${cells.map((value) => cell(String(value))).join(',')}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

/** VmRSS of a process in MiB, and its children's pids (the import process). */
function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}
const childrenOf = (pid: number): number[] =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1] === String(pid);
      } catch {
        return false;
      }
    })
    .map(Number);

const isCurl = (pid: number): boolean => {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'curl';
  } catch {
    return true;
  }
};

/** Samples the peaks while `work` runs (the import process: any child of this one but curl). */
async function withPeaks<T>(work: () => Promise<T>): Promise<{ result: T; server: number; job: number }> {
  let server = 0;
  let job = 0;
  const sample = () => {
    server = Math.max(server, rssMiB(process.pid));
    for (const child of childrenOf(process.pid).filter((pid) => !isCurl(pid))) {
      try {
        job = Math.max(job, rssMiB(child));
      } catch {
        // gone meanwhile
      }
    }
  };
  const timer = setInterval(sample, 100);
  try {
    const result = await work();
    sample();
    return { result, server, job };
  } finally {
    clearInterval(timer);
  }
}

interface ImportCase {
  engine: Engine;
  url: string;
  headers: Record<string, string>;
  products: number;
  dir: string;
}

export async function measureImport({ engine, url, headers, products, dir }: ImportCase): Promise<string> {
  const file = path.join(dir, 'import.csv');
  await writeCsv(file, products);
  // curl sends the file, so this process's memory is the server's alone.
  const post = async (target: string): Promise<string> => {
    const args = ['-sS', '--fail-with-body', '-X', 'POST', '--data-binary', `@${file}`, '-H', 'content-type: text/csv'];
    for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
    const { stdout } = await run('curl', [...args, `${url}${target}`], { maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  };
  console.error(`--- ${engine}: previewing and importing ${ROWS.toLocaleString('en')} rows`);
  const before = rssMiB(process.pid);
  let started = performance.now();
  const previewed = await withPeaks(async () => {
    return JSON.parse(await post(`${STAFF_API.adminImportPreview}?name=import.csv&mode=upsert`)) as ImportPreview;
  });
  const previewSeconds = (performance.now() - started) / 1000;
  const preview = previewed.result;
  if (!preview.token) throw new Error(`the preview gave no token: ${JSON.stringify(preview).slice(0, 500)}`);
  console.error(`    preview ${previewSeconds.toFixed(1)} s: ${preview.added} added, ${preview.changed} changed`);
  started = performance.now();
  const imported = await withPeaks(async () => {
    const answer = await post(`${STAFF_API.adminImports}?token=${encodeURIComponent(preview.token ?? '')}`);
    const lines = answer.trim().split('\n');
    return JSON.parse(lines.at(-1) ?? '{}') as ImportProgress;
  });
  const importSeconds = (performance.now() - started) / 1000;
  if (imported.result.type !== 'done') throw new Error(`the import failed: ${JSON.stringify(imported.result)}`);
  const server = Math.max(previewed.server, imported.server);
  const job = Math.max(previewed.job, imported.job);
  return `| ${engine} | ${products.toLocaleString('en')} | ${preview.added.toLocaleString('en')} added, ${preview.changed.toLocaleString('en')} changed | ${previewSeconds.toFixed(1)} | ${importSeconds.toFixed(1)} | ${before.toFixed(0)} → ${server.toFixed(0)} | ${job.toFixed(0)} |`;
}
