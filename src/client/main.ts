// Entry: the stylesheet now; the app (app/start.tsx) once the server's page and its first pictures
// have painted, started in steps of one task each so none blocks a tap for long.
import '@/client/styles/index.css';
import { holdEarlyTaps } from '@/client/lib/earlyTaps';

/** Resolves in a new task: the browser handles input and paints before the code after it runs. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** A slow picture never keeps the shop from starting for longer than this. */
const MAX_PICTURE_WAIT_MS = 1500;

/** After the next paint: the frame's paint comes right after its animation frame callbacks. */
const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * The first contentful paint has been reported (its timestamp can come a frame after the
 * paint itself); browsers without paint timing wait for the next paint instead.
 */
function firstContentfulPaint(): Promise<void> {
  const reported = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (reported()) return Promise.resolve();
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return afterPaint();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver(() => {
      if (!reported()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint' });
    setTimeout(resolve, MAX_PICTURE_WAIT_MS);
  });
}

/** The pictures the first screen shows at once (not lazy ones) are loaded or have failed. */
function firstPicturesSettled(): Promise<void> {
  const pending = [...document.querySelectorAll<HTMLImageElement>('#root img:not([loading="lazy"])')].filter(
    (img) => !img.complete,
  );
  if (pending.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    let left = pending.length;
    const settled = () => {
      left -= 1;
      if (left === 0) resolve();
    };
    for (const img of pending) {
      img.addEventListener('load', settled, { once: true });
      img.addEventListener('error', settled, { once: true });
    }
    setTimeout(resolve, MAX_PICTURE_WAIT_MS);
  });
}

// One chunk ("app") for both imports: one download, run a part at a time (webpack shares a chunk's
// download between calls and keeps it once loaded).
const loadAppChunk = () => import(/* webpackChunkName: "app" */ 'react-dom/client');

// The page's one run-once guard before any store exists: a tap, the paint and a hidden tab may each ask.
let started = false;
async function startApp(): Promise<void> {
  if (started) return;
  started = true;
  await loadAppChunk();
  await nextTask();
  const app = await import(/* webpackChunkName: "app" */ './app/start');
  await nextTask();
  const store = app.createAppStore();
  await nextTask();
  await app.renderApp(store, earlyTaps.release);
}

// A tap before the app is ready is held and replayed then; the first one starts the app at once.
// If the app cannot start (its chunk failed to load), the held taps go through: links still work.
const earlyTaps = holdEarlyTaps(document.getElementById('root') ?? document.body, () => void start());
const start = () => startApp().catch(earlyTaps.release);

if (document.visibilityState === 'hidden') {
  void start(); // a background tab paints nothing: no reason to wait
} else {
  void firstContentfulPaint()
    .then(() => {
      void loadAppChunk();
      return firstPicturesSettled();
    })
    .then(afterPaint)
    .then(start);
  // A tab hidden meanwhile (animation frames stop) still starts.
  document.addEventListener('visibilitychange', () => void start(), { once: true });
}
