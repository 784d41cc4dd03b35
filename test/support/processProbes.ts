// Probes the tests use to prove a process (group) is gone and a server no longer answers.

/** True when no process of the group is left (signal 0 only asks whether it exists). */
export function groupIsGone(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * True when the server at the URL answers its root with a 2xx; false when nothing listens there any
 * more (the connection is refused) or it answers otherwise. How long it takes is not judged.
 */
export async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/`)).ok;
  } catch {
    return false;
  }
}
