// Reflow (WCAG 2.2 SC 1.4.10), text spacing (1.4.12) and target size (2.5.8) on the screen as it is
// now: one call checks it plain and again with the text-spacing overrides, in the page itself (no
// reload), and fails with every problem found. docs/requirements.md §10.6.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The phone width every screen must fit without scrolling sideways (1.4.10: 320 CSS px). */
export const REFLOW_VIEWPORT = { width: 320, height: 640 } as const;

/** SC 1.4.12's overrides, as the WCAG understanding document's bookmarklet applies them. */
const TEXT_SPACING_CSS = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/** 2.5.8 Target Size (Minimum). */
const MIN_TARGET_PX = 24;

interface AuditOptions {
  spacingCss: string;
  minTarget: number;
}

/**
 * Runs in the page: what overflows, is cut, or is too small to tap, plain and with the overrides.
 * - the page is wider than the window (the window scrolls sideways);
 * - an element, or the text in it, reaches past the window's left or right edge;
 * - an element that hides or clips its overflow holds more than it shows (text cut);
 * - a control (link, button, field) is smaller than minTarget × minTarget.
 * Left out: what is hidden on purpose (clip or clip-path, as .visually-hidden), what has no box,
 * and the scrolling inside form fields (a field scrolls its own text by design).
 */
function auditInPage({ spacingCss, minTarget }: AuditOptions): string[] {
  const name = (element: Element): string => {
    const classes =
      typeof element.className === 'string' && element.className
        ? `.${element.className.trim().split(/\s+/).join('.')}`
        : '';
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ');
    return `<${element.tagName.toLowerCase()}${classes}>${text ? ` "${text.length > 40 ? `${text.slice(0, 40)}…` : text}"` : ''}`;
  };
  const hidden = new Map<Element, boolean>();
  const hiddenOnPurpose = (element: Element | null): boolean => {
    if (!element) return false;
    let answer = hidden.get(element);
    if (answer === undefined) {
      const style = getComputedStyle(element);
      answer = style.clip !== 'auto' || style.clipPath !== 'none' || hiddenOnPurpose(element.parentElement);
      hidden.set(element, answer);
    }
    return answer;
  };
  const controls =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"]';
  /** A control's box: a link stretched over its card by an absolute ::after is the card. */
  const targetBox = (element: HTMLElement): DOMRect => {
    const after = getComputedStyle(element, '::after');
    if (after.content !== 'none' && after.position === 'absolute' && element.offsetParent)
      return element.offsetParent.getBoundingClientRect();
    return element.getBoundingClientRect();
  };

  const outside = (box: DOMRect, width: number) => box.right > width + 0.5 || box.left < -0.5;

  const check = (state: string): string[] => {
    hidden.clear();
    const problems: string[] = [];
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth > width)
      problems.push(`${state}: the page is ${root.scrollWidth} px wide in a ${width} px window`);
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if ((box.width === 0 && box.height === 0) || hiddenOnPurpose(element)) continue;
      // Only the outermost element past an edge: what it holds goes with it.
      const parent = element.parentElement;
      if (
        outside(box, width) &&
        !(parent && parent !== document.body && outside(parent.getBoundingClientRect(), width))
      )
        problems.push(
          `${state}: ${name(element)} spans ${Math.round(box.left)}–${Math.round(box.right)} px of ${width}`,
        );
      if (!(element instanceof HTMLElement) || element.matches('img, input, textarea, select, video, iframe')) continue;
      const style = getComputedStyle(element);
      const clips = (overflow: string) => overflow !== 'visible';
      if (clips(style.overflowX) && element.scrollWidth > element.clientWidth + 1)
        problems.push(
          `${state}: ${name(element)} cuts its content: ${element.scrollWidth} px wide in ${element.clientWidth}`,
        );
      if (clips(style.overflowY) && element.scrollHeight > element.clientHeight + 1)
        problems.push(
          `${state}: ${name(element)} cuts its content: ${element.scrollHeight} px high in ${element.clientHeight}`,
        );
      if (element.matches(controls) && style.visibility === 'visible') {
        const target = targetBox(element);
        if (target.width < minTarget - 0.01 || target.height < minTarget - 0.01)
          problems.push(
            `${state}: ${name(element)} is a ${target.width.toFixed(1)} × ${target.height.toFixed(1)} px target (at least ${minTarget} × ${minTarget})`,
          );
      }
    }
    // Text that sticks out of a box that does not itself reach past an edge (a word wider than its line).
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      const parent = text.parentElement;
      if (!parent || !text.textContent?.trim() || hiddenOnPurpose(parent)) continue;
      range.selectNodeContents(text);
      const box = range.getBoundingClientRect();
      if ((box.width > 0 || box.height > 0) && outside(box, width) && !outside(parent.getBoundingClientRect(), width))
        problems.push(
          `${state}: the text of ${name(parent)} spans ${Math.round(box.left)}–${Math.round(box.right)} px of ${width}`,
        );
    }
    return problems;
  };

  const plain = check('plain');
  const overrides = document.createElement('style');
  overrides.textContent = spacingCss;
  document.head.append(overrides);
  try {
    return [...plain, ...check('with the text-spacing overrides')];
  } finally {
    overrides.remove();
  }
}

/** The problems on the screen as it is, plain and with the text-spacing overrides. */
export function reflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(auditInPage, { spacingCss: TEXT_SPACING_CSS, minTarget: MIN_TARGET_PX });
}

/**
 * Fails, naming each problem, when the screen does not fit the window or cuts its text; `soft` lets
 * the test go on (to check every product in one run) and fail at its end.
 */
export async function expectReflow(page: Page, screen: string, { soft = false } = {}): Promise<void> {
  const problems = await reflowProblems(page);
  (soft ? expect.soft : expect)(problems, `reflow on ${screen} (${page.url()})`).toEqual([]);
}
