import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PARENT } from './stack-info';

const here = path.dirname(fileURLToPath(import.meta.url));
const gapiShim = fs.readFileSync(path.join(here, '../fixtures/gapi-offline-shim.js'), 'utf8');

/**
 * These machines have no internet. The portal's own hosts are local; Google's api.js (loaded
 * by Firebase's popup flow) gets the test-only stand-in, and every other outside request is
 * aborted, as a closed network would.
 */
export async function isolateNetwork(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
    async (route) => {
      const url = route.request().url();
      if (url.startsWith('https://apis.google.com/js/api.js')) {
        await route.fulfill({ status: 200, contentType: 'text/javascript', body: gapiShim });
      } else {
        await route.abort('internetdisconnected');
      }
    },
  );
}

/** Signs in through the real login page, as a parent would. */
export async function signIn(
  page: Page,
  { email, password }: { email: string; password: string } = DEMO_PARENT,
  path_ = '/login',
): Promise<void> {
  await page.goto(path_);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function signInAsDemoParent(page: Page): Promise<void> {
  await signIn(page);
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByRole('heading', { level: 1, name: /Hello, Jordan/ })).toBeVisible();
}

/** Signs a test's own parent in through the login page and waits for their dashboard. */
export async function signInAs(
  page: Page,
  parent: { email: string; password: string; name: string },
): Promise<void> {
  await signIn(page, parent);
  await expect(page).toHaveURL(/\/portal$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `Hello, ${parent.name.split(' ')[0]}` }),
  ).toBeVisible();
}

/**
 * Runs axe for WCAG 2.x A/AA (incl. 2.2) and fails with the violations listed. With
 * `modalOpen`, the focus trap's sentinels are left out: while a modal dialog is open, Fluent's
 * Tabster keeps aria-hidden elements at its edges that take focus for an instant to move it
 * back into the dialog, never read out (axe cannot know that). Anywhere else they must not
 * exist (@portal/shared/ui mounts a Dialog only while it is open).
 */
export async function expectNoA11yViolations(
  page: Page,
  context = '',
  { modalOpen = false }: { modalOpen?: boolean } = {},
): Promise<void> {
  let axe = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
  ]);
  if (modalOpen) axe = axe.exclude('[data-tabster-dummy]');
  // Measured once opening animations have settled: a dialog fading in has, for a moment,
  // colours of too little contrast (spinners, which never end, are not waited for).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const results = await axe.analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations ${context}`).toEqual([]);
}

/**
 * At the page's width nothing is wider than the screen (no sideways scrolling on a phone), and
 * nothing sticks out of it either: a fixed header's controls do not widen the page, they are
 * cut off, so every visible element is measured too (what a container clips is not counted).
 */
export async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const { scrollWidth, innerWidth, outside } = await page.evaluate(() => {
    const width = window.innerWidth + 0.5;
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (
          getComputedStyle(parent).overflowX !== 'visible' &&
          parent.getBoundingClientRect().right <= width
        )
          return true;
      }
      return false;
    };
    const sticksOut = (element: Element) => {
      const box = element.getBoundingClientRect();
      // Empty, read-only-by-screen-readers (1 px) and wholly off-screen things (a closed
      // drawer) are not seen.
      if (box.width <= 1 || box.height <= 1 || box.right <= width || box.left >= width - 0.5)
        return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && !clipped(element);
    };
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      outside: Array.from(document.body.querySelectorAll('*'))
        .filter(sticksOut)
        .slice(-3)
        .map(
          (element) =>
            `<${element.tagName.toLowerCase()}> “${(element.textContent ?? '').slice(0, 40)}” ends at ${Math.round(element.getBoundingClientRect().right)} px`,
        ),
    };
  });
  expect(scrollWidth, `page width ${label}`).toBeLessThanOrEqual(innerWidth);
  expect(outside, `beyond the screen's edge ${label}`).toEqual([]);
}

/** Presses Tab until `target` has the focus (keyboard alone); fails if it is never reached. */
export async function tabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  for (let i = 0; i < maxPresses; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
