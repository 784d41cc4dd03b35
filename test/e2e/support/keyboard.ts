// Keyboard-only helpers: move focus with Tab (never by clicking or element.focus()) and check that
// the focused control shows it.
import { expect, type Locator, type Page } from '@playwright/test';

const MAX_TABS = 80;

/** Presses Tab (Shift+Tab backwards) until `target` has focus; fails after MAX_TABS presses. */
export async function tabTo(page: Page, target: Locator, { backwards = false } = {}): Promise<void> {
  for (let presses = 0; presses < MAX_TABS; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectVisibleFocus(target);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Not reachable by Tab within ${MAX_TABS} presses: ${target.toString()}`);
}

/** The element matches :focus-visible and an outline is drawn on it, its ::after or its wrapper. */
async function expectVisibleFocus(target: Locator): Promise<void> {
  const focus = await target.evaluate((element) => {
    const drawn = (style: CSSStyleDeclaration) => style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return {
      focusVisible: element.matches(':focus-visible'),
      outline:
        drawn(getComputedStyle(element)) ||
        drawn(getComputedStyle(element, '::after')) ||
        (element.parentElement !== null && drawn(getComputedStyle(element.parentElement))),
    };
  });
  expect(focus, `visible focus on ${target.toString()}`).toEqual({ focusVisible: true, outline: true });
}
