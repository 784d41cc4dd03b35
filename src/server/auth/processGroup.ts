// A child started with `detached: true` leads its own process group; these helpers read its
// output and end the whole group, not only the child.
import type { ChildProcess } from 'node:child_process';

export function keepLastLines(child: ChildProcess, count: number): () => string[] {
  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    lines.push(
      ...chunk
        .toString('utf8')
        .split('\n')
        .filter((line) => line.trim() !== ''),
    );
    lines.splice(0, Math.max(0, lines.length - count));
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return () => lines;
}

/** The whole group: the watchdog and the emulator. */
export async function stopProcessGroup(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), signal);
    } catch {
      // already gone
    }
  };
  signalGroup('SIGTERM');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), 10_000)));
  const outcome = await Promise.race([exited, timeout]);
  clearTimeout(timer);
  if (outcome === 'timeout') {
    signalGroup('SIGKILL');
    await exited;
  }
  signalGroup('SIGKILL'); // anything left in the group after the watchdog exited
}
