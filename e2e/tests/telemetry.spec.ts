import { expect, test } from '@playwright/test';
import { createEmailUser, uniqueEmail } from '../support/emulator';
import { isolateNetwork, signIn } from '../support/portal';
import {
  captureTelemetry,
  recordRouteChanges,
  routeChanges,
  sampleEveryTrace,
} from '../support/telemetry';

test('each page view carries its own page title, never the previous page’s', async ({
  page,
  context,
}) => {
  await isolateNetwork(context);
  const telemetry = await captureTelemetry(context);
  const email = uniqueEmail('page-views');
  await createEmailUser(email, 'Cord-blood-7', true);

  await signIn(page, { email, password: 'Cord-blood-7' });
  await expect(page).toHaveURL(/\/portal$/);
  await expect
    .poll(() => telemetry.pageViews(), { timeout: 15_000 })
    .toContainEqual({ path: '/portal', title: 'Home · Parent Portal' });

  await page
    .getByRole('navigation', { name: 'Portal' })
    .getByRole('link', { name: 'Request Kit Pick Up' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request Kit Pick Up' })).toBeVisible();
  await expect
    .poll(() => telemetry.pageViews())
    .toContainEqual({ path: '/portal/pick-up', title: 'Request Kit Pick Up · Parent Portal' });

  const views = telemetry.pageViews();
  expect(views.filter((v) => v.path === '/login')).toEqual([
    { path: '/login', title: 'Sign in · Parent Portal' },
  ]);
  // One page view per route change, each with its own title.
  expect(views.filter((v) => v.path === '/portal')).toHaveLength(1);
  expect(views.filter((v) => v.path === '/portal/pick-up')).toHaveLength(1);
});

test('every route change is one page view, even when the parent leaves before the page has its title', async ({
  page,
  context,
}) => {
  await isolateNetwork(context);
  const telemetry = await captureTelemetry(context);
  await recordRouteChanges(context);
  const email = uniqueEmail('fast-page-views');
  await createEmailUser(email, 'Cord-blood-7', true);

  // Signed out, the route guard sends /portal/pick-up on to sign in before the page exists.
  await page.goto('/portal/pick-up');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Cord-blood-7');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/pick-up$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Request Kit Pick Up' })).toBeVisible();

  // Two side-navigation items in quick succession: the medical form is left while it loads.
  const nav = page.getByRole('navigation', { name: 'Portal' });
  await nav.getByRole('link', { name: 'Medical Health Form' }).click();
  await nav.getByRole('link', { name: 'Stem Cell Certificate' }).click();
  await expect(page).toHaveURL(/\/portal\/stem-cell-key$/);

  // One page view per route change, in order, none lost.
  const changes = await routeChanges(page);
  expect(changes.slice(0, 2)).toEqual(['/portal/pick-up', '/login']);
  expect(changes.slice(-2)).toEqual(['/portal/medical-form', '/portal/stem-cell-key']);
  await expect
    .poll(() => telemetry.pageViews().map((view) => view.path), { timeout: 15_000 })
    .toEqual(changes);
  const views = telemetry.pageViews();
  for (const view of views) {
    expect(view.title, `title of the view of ${view.path}`).toMatch(/^\S.* · Parent Portal$/);
  }
  // The guarded page never rendered: its view carries its route's name.
  expect(views[0]).toEqual({
    path: '/portal/pick-up',
    title: 'Request Kit Pick Up · Parent Portal',
  });
  expect(views[1]).toEqual({ path: '/login', title: 'Sign in · Parent Portal' });
  expect(views.find((view) => view.path === '/portal/medical-form')).toEqual({
    path: '/portal/medical-form',
    title: 'Medical Health Form · Parent Portal',
  });
});

test('a mistyped address sends no transaction to Sentry, neither under its path nor as /404; other pages still do', async ({
  page,
  context,
}) => {
  test.slow();
  await isolateNetwork(context);
  const telemetry = await captureTelemetry(context);
  await sampleEveryTrace(context);
  const email = uniqueEmail('not-found-transaction');
  await createEmailUser(email, 'Cord-blood-7', true);
  await signIn(page, { email, password: 'Cord-blood-7' });
  await expect(page).toHaveURL(/\/portal$/);

  await page.goto('/portal/nope');
  await expect(
    page.getByRole('heading', { level: 1, name: 'We could not find that page' }),
  ).toBeVisible();
  // Sentry has started on this page (it loads after the first paint): its browser tracing has
  // wrapped history.pushState, and the page load's transaction, the not-found page's, is open.
  await page.waitForFunction(() => '__sentry_original__' in window.history.pushState, null, {
    timeout: 30_000,
  });

  // Leaving ends the not-found page's transaction (and the pick-up page's, by going on Home).
  const nav = page.getByRole('navigation', { name: 'Portal' });
  await nav.getByRole('link', { name: 'Request Kit Pick Up' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request Kit Pick Up' })).toBeVisible();
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/portal$/);

  // A page of the route table still sends its transaction...
  await expect
    .poll(() => telemetry.transactions(), { timeout: 40_000 })
    .toContain('/portal/pick-up');
  // ...the not-found page none.
  const names = telemetry.transactions();
  expect(names).not.toContain('/portal/nope');
  expect(names).not.toContain('/404');
  expect(names.filter((name) => /nope/.test(name))).toEqual([]);
});
