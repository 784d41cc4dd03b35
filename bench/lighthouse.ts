// `npm run lighthouse` (the performance goals 2 and 6): Lighthouse 12 with its default mobile settings
// (simulated slow 4G, 4× CPU slowdown, Moto G power screen) in the local Chromium, 5 runs per page
// against a started production server; prints the median of each column and whether each goal
// is met (LIGHTHOUSE_PAGES limits the pages while working on one). Pages: /, /product/1, /favourites, /login on the demo catalogue, and / on a generated
// 10,000-product catalogue. Settings: LIGHTHOUSE_RUNS (default 5), CHROME_PATH (default: Debian's /usr/bin/chromium when installed, see scripts/chromiumPath.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type lighthouse from 'lighthouse';
import { chromiumExecutable } from '../scripts/chromiumPath';
import { demoCatalog } from '@/server/db/demoCatalog';
import { generateCatalog, LARGE_CATALOG_SIZE, writeCatalogDatabase } from './support/catalogues';
import { median } from './support/median';
import { startServerProcess } from './support/serverProcess';
import { productPath, SCREENS } from '@/shopRoutes';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const CHROME_PATH = chromiumExecutable();
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/**
 * While working on one page: LIGHTHOUSE_PAGES=/favourites,/login (labels as printed). Split only at
 * a comma before a '/': the label '/ (10,000 products)' holds a comma of its own.
 */
const ONLY_PAGES = process.env.LIGHTHOUSE_PAGES?.split(/,(?=\/)/);

interface Goals {
  lcpMs: number;
  /**
   * The page asks search engines not to index it (requirements §10.16): Lighthouse's is-crawlable
   * audit fails by design there, so SEO is scored without it, once that audit has been seen to fail
   * for the page's own robots meta and nothing else.
   */
  noindex?: boolean;
  /** Goal 2 (scores, TBT, CLS) is set for the four demo pages; goal 6 asks the 10,000-product home only for its LCP. */
  lcpOnly?: boolean;
}
const GOALS = { performance: 98, accessibility: 100, bestPractices: 100, seo: 100, tbtMs: 100, cls: 0.02 };

interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  lcpElement: string;
  /** What moved (Lighthouse's layout-shifts audit), to say where a CLS comes from. */
  shifted: string[];
  failedAudits: string[];
}

type Lighthouse = typeof lighthouse;
type RunnerResult = NonNullable<Awaited<ReturnType<Lighthouse>>>;

type Lhr = RunnerResult['lhr'];

/** The is-crawlable audit failed only because of the page's own `<meta name="robots" content="noindex">`. */
function blockedOnlyByOwnNoindex(lhr: Lhr): boolean {
  const audit = lhr.audits['is-crawlable'];
  const items = (audit?.details as { items?: Array<{ source?: { snippet?: string } | string }> } | undefined)?.items;
  if (audit?.score !== 0 || !items?.length) return false;
  return items.every((item) => {
    const snippet = typeof item.source === 'string' ? item.source : (item.source?.snippet ?? '');
    return /^<meta name="robots" content="noindex"\s*\/?>$/.test(snippet);
  });
}

/** Lighthouse's SEO score (weighted mean of its scored audits) without the is-crawlable audit. */
function seoScoreWithoutCrawlability(lhr: Lhr): number {
  const refs = (lhr.categories.seo?.auditRefs ?? []).filter((ref) => {
    const audit = lhr.audits[ref.id];
    return ref.weight > 0 && ref.id !== 'is-crawlable' && audit?.score !== null && audit?.score !== undefined;
  });
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  const scored = refs.reduce((sum, ref) => sum + ref.weight * (lhr.audits[ref.id]?.score ?? 0), 0);
  return weight === 0 ? 0 : Math.round((scored / weight) * 100);
}

function figuresOf(result: RunnerResult, goals: Goals): RunFigures {
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const lcpItems = (
    audits['largest-contentful-paint-element']?.details as
      { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> } | undefined
  )?.items;
  const shiftItems =
    (audits['layout-shifts']?.details as { items?: Array<{ node?: { snippet?: string }; score?: number }> } | undefined)
      ?.items ?? [];
  const shifted = shiftItems.map(
    (item) => `${(item.node?.snippet ?? '?').slice(0, 60)} (${(item.score ?? 0).toFixed(3)})`,
  );
  const failedAudits = Object.values(categories)
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => audits[ref.id]))
    .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
    .map((audit) => audit?.id ?? '')
    .filter((id) => !(goals.noindex && id === 'is-crawlable' && blockedOnlyByOwnNoindex(result.lhr)));
  // A noindex page whose crawlability fails for any other reason keeps Lighthouse's own (lower) score.
  const seo =
    goals.noindex && blockedOnlyByOwnNoindex(result.lhr) ? seoScoreWithoutCrawlability(result.lhr) : score('seo');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    lcpElement: lcpItems?.[0]?.items?.[0]?.node?.snippet ?? '(none)',
    shifted,
    failedAudits,
  };
}

function medianFigures(runs: RunFigures[]): RunFigures {
  const of = (key: keyof Omit<RunFigures, 'lcpElement' | 'shifted' | 'failedAudits'>) =>
    median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    lcpElement: runs.at(-1)?.lcpElement ?? '',
    shifted: [...new Set(runs.flatMap((run) => run.shifted))],
    failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))],
  };
}

function unmetGoals(figures: RunFigures, goals: Goals): string[] {
  const unmet: string[] = [];
  if (goals.lcpOnly) return figures.lcpMs > goals.lcpMs ? [`LCP > ${goals.lcpMs} ms`] : [];
  if (figures.performance < GOALS.performance) unmet.push(`performance < ${GOALS.performance}`);
  if (figures.accessibility < GOALS.accessibility) unmet.push('a11y < 100');
  if (figures.bestPractices < GOALS.bestPractices) unmet.push('best practices < 100');
  if (figures.seo < GOALS.seo) unmet.push('SEO < 100');
  if (figures.lcpMs > goals.lcpMs) unmet.push(`LCP > ${goals.lcpMs} ms`);
  if (figures.tbtMs > GOALS.tbtMs) unmet.push(`TBT > ${GOALS.tbtMs} ms`);
  if (figures.cls > GOALS.cls) unmet.push(`CLS > ${GOALS.cls}`);
  return unmet;
}

const HEADER = `  ${'page'.padEnd(26)} ${'perf'.padStart(4)} ${'a11y'.padStart(4)} ${'bp'.padStart(4)} ${'seo'.padStart(4)} ${'LCP ms'.padStart(7)} ${'TBT ms'.padStart(7)} ${'CLS'.padStart(6)}  goals`;

function row(label: string, f: RunFigures, unmet: string[]): string {
  const cells = [f.performance, f.accessibility, f.bestPractices, f.seo]
    .map((value) => String(value).padStart(4))
    .join(' ');
  return `  ${label.padEnd(26)} ${cells} ${Math.round(f.lcpMs).toString().padStart(7)} ${Math.round(f.tbtMs).toString().padStart(7)} ${f.cls.toFixed(3).padStart(6)}  ${unmet.length === 0 ? 'met' : `NOT MET: ${unmet.join(', ')}`}`;
}

/** Lighthouse itself sometimes loses the trace on a busy machine (NO_NAVSTART): that run is repeated. */
async function runLighthouse(lighthouse: Lighthouse, url: string, port: number, attempts = 3): Promise<RunnerResult> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const failure = result.lhr.runtimeError;
  if (!failure) return result;
  if (attempts <= 1) throw new Error(`${url}: ${failure.code} ${failure.message}`);
  console.log(`  (${url}: ${failure.code}, run repeated)`);
  return runLighthouse(lighthouse, url, port, attempts - 1);
}

async function main(): Promise<void> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const workDir = mkdtempSync(path.join(tmpdir(), 'shop-lighthouse-'));
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const servers = [];
  let allMet = true;
  try {
    const demo = await startServerProcess('shop.ts', [await writeCatalogDatabase(workDir, 'demo.sqlite', demoCatalog)]);
    servers.push(demo);
    const large = await startServerProcess('shop.ts', [
      await writeCatalogDatabase(workDir, 'large.sqlite', generateCatalog(LARGE_CATALOG_SIZE)),
    ]);
    servers.push(large);
    const pages = [
      { label: '/', url: `${demo.url}/`, goals: { lcpMs: 1800 } },
      { label: productPath(1), url: `${demo.url}${productPath(1)}`, goals: { lcpMs: 1800 } },
      { label: SCREENS.favourites, url: `${demo.url}${SCREENS.favourites}`, goals: { lcpMs: 1800, noindex: true } },
      { label: SCREENS.login, url: `${demo.url}${SCREENS.login}`, goals: { lcpMs: 1800, noindex: true } },
      {
        label: `/ (${LARGE_CATALOG_SIZE.toLocaleString('en')} products)`,
        url: `${large.url}/`,
        goals: { lcpMs: 2500, lcpOnly: true },
      },
    ];
    const [one, five] = loadavg();
    console.log(
      `Lighthouse default mobile settings, median of ${RUNS} runs per page, ${CHROME_PATH ?? 'chrome-launcher’s Chrome'}`,
    );
    console.log(
      `machine: load average ${(one ?? 0).toFixed(2)} (1 min) ${(five ?? 0).toFixed(2)} (5 min), ${new Date().toISOString()}`,
    );
    console.log(HEADER);
    const notes: string[] = [];
    const chosen = pages.filter((candidate) => !ONLY_PAGES || ONLY_PAGES.includes(candidate.label));
    if (chosen.length === 0)
      throw new Error(`LIGHTHOUSE_PAGES names no page; the labels are: ${pages.map((page) => page.label).join(' | ')}`);
    for (const page of chosen) {
      const runs: RunFigures[] = [];
      for (let run = 0; run < RUNS; run++)
        runs.push(figuresOf(await runLighthouse(lighthouse, page.url, chrome.port), page.goals));
      const figures = medianFigures(runs);
      const unmet = unmetGoals(figures, page.goals);
      allMet &&= unmet.length === 0;
      console.log(row(page.label, figures, unmet));
      notes.push(
        `  ${page.label}: LCP element ${figures.lcpElement.slice(0, 90)}${figures.shifted.length ? `; shifted: ${figures.shifted.join(' | ')}` : ''}${figures.failedAudits.length ? `; failed audits: ${figures.failedAudits.join(', ')}` : ''}`,
      );
    }
    console.log(
      `goals: perf ≥ ${GOALS.performance}, a11y/bp/SEO 100 (SEO on a noindex page without is-crawlable, which its noindex fails by design), LCP ≤ 1800 ms, TBT ≤ ${GOALS.tbtMs} ms, CLS ≤ ${GOALS.cls} (goal 2); with ${LARGE_CATALOG_SIZE.toLocaleString('en')} products LCP ≤ 2500 ms (goal 6; its other columns are figures, not goals)`,
    );
    console.log(notes.join('\n'));
    console.log(`all Lighthouse goals met: ${allMet ? 'yes' : 'NO'}`);
  } finally {
    chrome.kill();
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('lighthouse failed:', error);
  process.exit(1);
});
