// One shopper's first visit to `/` on a phone-sized page at 4× CPU slowdown: what came over the wire,
// the main thread's blocking, the heap, LCP, and one search on the arrow until its results show.
import type { Browser } from '@playwright/test';
import { APP_READY_ATTRIBUTE } from '@/client/lib/appReady';

const CPU_SLOWDOWN = 4;
const SEARCH_FIELD = 'input[type="search"]';
const SEARCH_ARROW = 'button[aria-label="Search"]';

export interface FirstVisitFigures {
  kib: number;
  /** Total blocking time: each long task's part over 50 ms, until the page is idle. */
  blockingMs: number;
  longestTaskMs: number;
  heapMiB: number;
  lcpMs: number;
  /** Arrow click → the count names the term; null when it did not within the time given. */
  searchMs: number | null;
}

interface PagePerf {
  tasks: number[];
  lcp: number;
  clickedAt?: number;
  shownAt?: number;
}

declare global {
  interface Window {
    benchPerf: PagePerf;
  }
}

export async function firstVisit(
  browser: Browser,
  url: string,
  term: string,
  timeoutMs: number,
): Promise<FirstVisitFigures> {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    let bytes = 0;
    cdp.on('Network.loadingFinished', ({ encodedDataLength }) => (bytes += encodedDataLength));
    await cdp.send('Network.enable');
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(() => {
      const perf: PagePerf = { tasks: [], lcp: 0 };
      window.benchPerf = perf;
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => perf.tasks.push(entry.duration))).observe({
        type: 'longtask',
        buffered: true,
      });
      new PerformanceObserver((list) => (perf.lcp = list.getEntries().at(-1)?.startTime ?? 0)).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      });
    });
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    await page.locator(`html[${APP_READY_ATTRIBUTE}]`).waitFor({ state: 'attached', timeout: timeoutMs });
    await page.waitForLoadState('networkidle', { timeout: timeoutMs });
    const { metrics } = await cdp.send('Performance.getMetrics');
    const heap = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0;
    const { tasks, lcp } = await page.evaluate(() => window.benchPerf);
    return {
      kib: bytes / 1024,
      blockingMs: tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
      longestTaskMs: Math.max(0, ...tasks),
      heapMiB: heap / 2 ** 20,
      lcpMs: lcp,
      searchMs: await searchTime(page, term, timeoutMs),
    };
  } finally {
    await context.close();
  }
}

/** Types the term, clicks the arrow, and times (in the page) the click until the count names the term. */
async function searchTime(page: import('@playwright/test').Page, term: string, timeoutMs: number) {
  await page.fill(SEARCH_FIELD, term);
  await page.evaluate(
    ({ arrow, term }) => {
      const perf = window.benchPerf;
      document.querySelector(arrow)?.addEventListener('click', () => (perf.clickedAt = performance.now()), {
        capture: true,
        once: true,
      });
      new MutationObserver((_, observer) => {
        if (!document.querySelector('.result-count')?.textContent?.includes(term)) return;
        perf.shownAt = performance.now();
        observer.disconnect();
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    { arrow: SEARCH_ARROW, term },
  );
  await page.click(SEARCH_ARROW);
  const shown = await page
    .waitForFunction(() => window.benchPerf.shownAt !== undefined, undefined, { timeout: timeoutMs })
    .then(() => true)
    .catch(() => false);
  if (!shown) return null;
  return page.evaluate(() => (window.benchPerf.shownAt ?? 0) - (window.benchPerf.clickedAt ?? 0));
}
