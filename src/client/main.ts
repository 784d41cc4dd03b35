// Entry: the stylesheet, and the app (app/start.tsx) once the browser has painted the page the
// server rendered, with its first pictures. The app's script (the "app" chunk) is asked for at the
// first paint and arrives while the pictures load; only its first part, React DOM's module, runs
// on arrival. Asked for earlier, it would take a slow phone's bandwidth from the stylesheet and the
// first pictures (and Lighthouse counts a script that arrives before the largest paint as something
// that paint waited for); run earlier, it would compete with the first paint, for a screen that is
// already complete without it (its links work as plain links). The app then starts in steps, each
// its own task, so none blocks a tap for long (Total Blocking Time).
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

// The same chunk ("app") for each import: one download, evaluated a part at a time (each import
// target is a module webpack cannot merge with its importers: every step costs bytes).
let appChunk: Promise<unknown> | undefined;
/** Downloads the app chunk (once) and runs its first part, React DOM's module (a chunk's modules run when first imported). */
const loadAppChunk = () => (appChunk ??= import(/* webpackChunkName: "app" */ 'react-dom/client'));

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
