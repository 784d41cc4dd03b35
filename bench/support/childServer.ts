// The child side of a benchmarked server: tells the parent its port once it listens, and answers
// the parent's memory question with its own figures (each server runs in its own process, so
// none shares an event loop or a heap with the load generator or another server).
import type { AddressInfo } from 'node:net';

export interface ChildMemory {
  rssMiB: number;
  heapUsedMiB: number;
}

const mib = (bytes: number): number => Math.round((bytes / 1024 / 1024) * 10) / 10;

export function announceListening(address: AddressInfo | string | null): void {
  if (!process.send) throw new Error('Start this server with startServerProcess() (it needs an IPC channel).');
  if (!address || typeof address === 'string') throw new Error('The server is not listening on a TCP port.');
  process.on('message', (message) => {
    if (message !== 'memory') return;
    // Garbage collected first when Node runs with --expose-gc (bench:load), so the figure is live memory.
    (globalThis as { gc?: () => void }).gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    process.send?.({ memory: { rssMiB: mib(rss), heapUsedMiB: mib(heapUsed) } satisfies ChildMemory });
  });
  // The parent stops us with SIGTERM; leaving when it goes away keeps a crash from orphaning us.
  process.on('disconnect', () => process.exit(0));
  process.send({ port: address.port });
}

/** The first command-line argument, or a clear error naming what this entry needs. */
export function requiredArg(index: number, what: string): string {
  const value = process.argv[2 + index];
  if (!value) throw new Error(`Missing argument ${index + 1}: ${what}`);
  return value;
}
