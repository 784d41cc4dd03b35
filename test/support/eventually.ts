// Waiting for something to happen without a clock of the test's own: the condition is asked again
// until it holds, and the test's timeout is the only limit. A busy machine makes a wait longer, never
// a failure, and a check never passes because time went by. `every` is how often it is asked, not how
// long anything may take.
// A wait its test gave up on (the test timed out) ends with the test file, saying what it waited for,
// and its pauses never keep the process alive.
import { setTimeout as pause } from 'node:timers/promises';

let fileEnded = false;
const waiting = new Set<{ what: string }>();
try {
  afterAll(() => {
    fileEnded = true;
    for (const { what } of waiting) console.error(`Still waiting when the test file ended, for: ${what}`);
  });
} catch {
  // Loaded outside a test file's collection (no Jest hooks there): nothing to end.
}

/** Resolves with the first value `read` gives that `isDone` accepts, asking every `every` ms. */
export async function until<T>(
  read: () => T | Promise<T>,
  isDone: (value: T) => boolean = Boolean,
  every = 20,
): Promise<T> {
  const what = read.toString().replace(/\s+/g, ' ').slice(0, 300);
  const wait = { what };
  waiting.add(wait);
  try {
    for (;;) {
      const value = await read();
      if (isDone(value)) return value;
      if (fileEnded) throw new Error(`The test file ended while waiting for: ${what}`);
      await pause(every, undefined, { ref: false });
    }
  } finally {
    waiting.delete(wait);
  }
}
