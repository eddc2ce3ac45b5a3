import { expect, test } from '@playwright/test';
import { createEmailUser, uniqueEmail } from '../support/emulator';
import { isolateNetwork, signIn } from '../support/portal';
import { captureTelemetry } from '../support/telemetry';

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
