// `npm run dev`: the API server (restarted on change by tsx watch) and webpack-dev-server (hot
// reload on :8080, proxying /api and pictures to the server) together; Ctrl-C stops both.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

const children: ChildProcess[] = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/server/main.ts'], { cwd: root, stdio: 'inherit' }),
  spawn(bin('webpack'), ['serve', '--mode', 'development', '--config-name', 'client'], { cwd: root, stdio: 'inherit' }),
];

let stopping = false;
function stopAll(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  let running = children.filter((child) => child.exitCode === null).length;
  if (running === 0) process.exit(code);
  for (const child of children) {
    child.once('exit', () => {
      running -= 1;
      if (running === 0) process.exit(code);
    });
  }
  setTimeout(() => process.exit(code), 10_000).unref();
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
// When one of the two stops by itself (a crash), the other is no use alone.
for (const child of children) child.once('exit', (code) => stopAll(code ?? 1));
console.log('Dev mode: open http://localhost:8080 (API server on PORT, default 3000). Ctrl-C stops both.');
