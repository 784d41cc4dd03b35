// When to run work the shopper need not wait for: after the next paint, or when the browser is idle.

/** Runs `work` in a task after the next paint; returns the cancel function. */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(work, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** Runs `work` when the browser is idle (at most 2 s; without idle callbacks after `fallbackDelayMs`). */
export function whenIdle(work: () => void, fallbackDelayMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => work(), { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(work, fallbackDelayMs);
  return () => window.clearTimeout(timer);
}
