// One check per screen state: axe-core's WCAG 2.2 A/AA rules must find nothing and no page may
// scroll sideways, at a phone width and at a desktop width, and a full-page screenshot of each width is kept for people to look at.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { SCREENSHOT_DIR } from './environment';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const SCREEN_WIDTHS = [375, 1280] as const;

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** Violations as a readable list for the failure message: rule, impact, help and each element. */
function describeViolations(violations: AxeResults['violations']): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map(
          (node) => `    - ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
        )
        .join('\n');
      return `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.helpUrl}\n${nodes}`;
    })
    .join('\n');
}

async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(results.violations, `axe violations on ${screen}:\n${describeViolations(results.violations)}`).toEqual([]);
}

/** WCAG 1.4.10 reflow: nothing wider than the window, so no page scrolls sideways (a wide table scrolls in its own box). */
async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const wider = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return document.documentElement.scrollWidth > width
      ? Array.from(document.querySelectorAll('body *'))
          .filter((element) => element.getBoundingClientRect().right > width + 1)
          .slice(0, 5)
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
      : [];
  });
  expect(wider, `elements wider than the window on ${screen}`).toEqual([]);
}

/** Scrolls through the page so lazy pictures load, and waits until every picture has arrived. */
async function loadAllPictures(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
}

/** axe and a screenshot at 375 px and 1280 px; the page's own size is restored afterwards. */
export async function auditScreen(page: Page, screen: string): Promise<void> {
  const original = page.viewportSize();
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  try {
    for (const width of SCREEN_WIDTHS) {
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      await expectNoAxeViolations(page, `${screen} at ${width} px`);
      await expectNoSidewaysScroll(page, `${screen} at ${width} px`);
      await loadAllPictures(page);
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, `${screen}-${width}.png`),
        fullPage: true,
        animations: 'disabled',
      });
    }
  } finally {
    if (original) await page.setViewportSize(original);
  }
}
