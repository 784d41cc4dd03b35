// One check per screen state: axe-core's WCAG 2.2 A/AA rules must find nothing and no page may
// scroll sideways, at a phone width and at a desktop width, and a full-page screenshot of each width is kept for people to look at.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';
import { SCREENSHOT_DIR } from './environment';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const SCREEN_WIDTHS: readonly number[] = [375, 1280];
/** The narrowest phone too (WCAG 1.4.10's 320 px), for the screens the issues name at three widths. */
export const PHONE_AND_DESKTOP_WIDTHS: readonly number[] = [320, ...SCREEN_WIDTHS];

type AxeResults = axe.AxeResults;

/**
 * axe-core's WCAG 2.2 A/AA violations on the page as it is now. axe is put into the document once
 * (evaluated over DevTools, so the shop's CSP does not apply) and run there, keeping only violations:
 * @axe-core/playwright's analyze() injected it anew and finished each run in a page of its own, some
 * 2 s a call against 0.1–0.3 s here (docs/testing.md#how-long-it-takes).
 */
export async function axeViolations(page: Page): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async (tags) =>
      (
        await (window as unknown as { axe: typeof axe }).axe.run(document, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
        })
      ).violations,
    WCAG_TAGS,
  );
}

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
  const violations = await axeViolations(page);
  expect(violations, `axe violations on ${screen}:\n${describeViolations(violations)}`).toEqual([]);
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

/** axe and a screenshot at 375 px and 1280 px (or `widths`); the page's own size is restored afterwards. */
export async function auditScreen(
  page: Page,
  screen: string,
  widths: readonly number[] = SCREEN_WIDTHS,
): Promise<void> {
  const original = page.viewportSize();
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  try {
    for (const width of widths) {
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
