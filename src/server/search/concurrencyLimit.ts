// At most `running` tasks at once and `waiting` more in line; a task beyond both is refused at
// once, so a burst costs a short wait or a quick "busy", never a queue that grows without end.

export class ConcurrencyLimit {
  private active = 0;
  private readonly queue: Array<() => void> = [];

  constructor(
    readonly running: number,
    readonly waiting: number,
  ) {}

  /** Tasks running now. */
  get runningNow(): number {
    return this.active;
  }

  /** Tasks in line now. */
  get waitingNow(): number {
    return this.queue.length;
  }

  /** Resolves when the task may start (call leave() when it ends); undefined: no room, refused. */
  enter(): Promise<void> | undefined {
    if (this.active < this.running) {
      this.active++;
      return Promise.resolve();
    }
    if (this.queue.length >= this.waiting) return undefined;
    return new Promise((resolve) => this.queue.push(resolve));
  }

  leave(): void {
    const next = this.queue.shift();
    if (next)
      next(); // the place passes to the first in line: `active` stays
    else this.active--;
  }
}
