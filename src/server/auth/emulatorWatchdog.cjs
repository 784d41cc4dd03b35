// Leads the emulator's process group; our stdin is a pipe from the server, which closes when it goes away
// (even on SIGKILL), and then we end the group. Usage: node emulatorWatchdog.cjs <command> [args...]
'use strict';
const { spawn } = require('node:child_process');
const { rmSync } = require('node:fs');
const path = require('node:path');

const [command, ...args] = process.argv.slice(2);
const emulator = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });

let stopping = false;
function stopGroup(reason) {
  if (stopping) return;
  stopping = true;
  console.error(`auth emulator watchdog: stopping the emulator (${reason})`);
  try {
    process.kill(-process.pid, 'SIGTERM'); // the emulator and anything it started; we ignore it below
  } catch {
    emulator.kill('SIGTERM');
  }
  setTimeout(() => {
    try {
      process.kill(-process.pid, 'SIGKILL');
    } catch {
      process.exit(1);
    }
  }, 5000).unref();
}

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => stopGroup(signal));
process.stdin.on('end', () => stopGroup('the server went away'));
process.stdin.on('close', () => stopGroup('the server went away'));
process.stdin.on('error', () => stopGroup('the server went away'));
process.stdin.resume();

emulator.on('error', (error) => {
  console.error(`auth emulator could not be started: ${error.message}`);
  process.exit(1);
});
emulator.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

// The server gives us its private work folder as cwd; remove it even when the server was killed.
process.on('exit', () => {
  if (path.basename(process.cwd()).startsWith('shop-auth-emulator-')) {
    rmSync(process.cwd(), { recursive: true, force: true });
  }
});
