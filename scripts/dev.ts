// `npm run dev`: the API server (restarted on change by tsx watch) and webpack-dev-server (hot
// reload, proxying /api and pictures to the server) together; Ctrl-C stops both.
// PORT is the server's port (default 3000; webpack.config.js proxies to it), DEV_PORT the dev
// server's (default 8080). Both must be fixed ports: the proxy has to know where the server is.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

function readPort(name: string, fallback: number): number {
  const raw = process.env[name]?.trim() || String(fallback);
  if (!/^\d{1,5}$/.test(raw) || Number(raw) < 1 || Number(raw) > 65535) {
    console.error(`Cannot start dev mode: ${name} must be a whole number from 1 to 65535, got '${raw}'.`);
    process.exit(1);
  }
  return Number(raw);
}

const serverPort = readPort('PORT', 3000);
const devPort = readPort('DEV_PORT', 8080);
const env = { ...process.env, PORT: String(serverPort) };

const children: ChildProcess[] = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/server/main.ts'], { cwd: root, stdio: 'inherit', env }),
  spawn(bin('webpack'), ['serve', '--mode', 'development', '--config-name', 'client', '--port', String(devPort)], {
    cwd: root,
    stdio: 'inherit',
    env,
  }),
];

let stopping = false;
const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
function stopAll(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (isRunning(child)) child.kill('SIGTERM');
  let running = children.filter(isRunning).length;
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
console.log(`Dev mode: open http://localhost:${devPort} (API server on port ${serverPort}, PORT). Ctrl-C stops both.`);
