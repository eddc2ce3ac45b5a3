import { expect, test, type Page } from '@playwright/test';
import { DEMO_STAFF_CREDENTIALS } from '../../scripts/lib/stack.mjs';
import { isolateNetwork, signIn } from '../support/portal';
import {
  advance,
  createOrder,
  createParent,
  issueCertificate,
  npmRunOps,
  type TestParent,
} from '../support/staff-ops';
import { EMULATOR_URL } from '../support/stack-info';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Portal' });
const nextStep = (page: Page) => page.locator('[aria-label="Your next step"]');
const step = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Your journey' }).getByRole('listitem').filter({ hasText: title });

async function signInAs(page: Page, parent: TestParent): Promise<void> {
  await signIn(page, parent);
  await expect(page).toHaveURL(/\/portal$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `Hello, ${parent.name.split(' ')[0]}` }),
  ).toBeVisible();
}

test.beforeEach(async ({ context }) => {
  await isolateNetwork(context);
});

test('the demo staff account printed at start signs in with the staff claim', async () => {
  const response = await fetch(
    `${EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...DEMO_STAFF_CREDENTIALS, returnSecureToken: true }),
    },
  );
  const { idToken } = (await response.json()) as { idToken: string };
  const claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString());
  expect(claims).toMatchObject({ email: DEMO_STAFF_CREDENTIALS.email, role: 'staff' });
  expect(claims['email_verified']).toBe(true);
});

test('npm run ops -- create-order gives a fresh parent a new child: after a reload it shows and View Sibling(s) switches to it', async ({
  page,
}) => {
  const parent = await createParent('Morgan Tester');
  await createOrder(parent, { child: 'Ivy Tester', stage: 'HEALTH_FORM' });
  await signInAs(page, parent);
  await expect(page.getByRole('heading', { name: "Ivy Tester's journey" })).toBeVisible();
  await expect(nav(page).getByRole('button', { name: /View Sibling\(s\)/ })).toHaveCount(0);

  // The command itself, as a person types it (every other test calls its code in-process).
  await npmRunOps(['create-order', '--email', parent.email, '--child', 'Leo Tester']);
  const { orders } = await npmRunOps(['orders', '--email', parent.email]);
  expect((orders as { childName: string }[]).map((order) => order.childName)).toEqual([
    'Ivy Tester',
    'Leo Tester',
  ]);

  await page.reload();
  // The newest order is selected on load.
  await expect(page.getByRole('heading', { name: "Leo Tester's journey" })).toBeVisible();
  await expect(nextStep(page)).toContainText('Next: Collection kit shipped.');
  const swap = nav(page).getByRole('button', { name: /View Sibling\(s\)/ });
  await swap.click();
  await expect(page.getByRole('heading', { name: "Ivy Tester's journey" })).toBeVisible();
  await expect(nextStep(page)).toContainText('Next: Medical health form.');
  await swap.click();
  await expect(page.getByRole('heading', { name: "Leo Tester's journey" })).toBeVisible();
});

test('advancing the journey moves the dashboard’s next step', async ({ page }) => {
  const parent = await createParent('Riley Tester');
  const orderId = await createOrder(parent, { child: 'Noa Tester', stage: 'HEALTH_FORM' });
  await signInAs(page, parent);
  await expect(page.getByRole('heading', { name: "Noa Tester's journey" })).toBeVisible();
  await expect(nextStep(page)).toContainText('Next: Medical health form.');
  await expect(step(page, 'Collection kit shipped')).toContainText('Done');

  await advance(orderId, 'BIRTH_AND_PICKUP');
  await page.reload();
  await expect(nextStep(page)).toContainText('Next: Birth and kit pick-up.');
  await expect(nextStep(page).getByRole('link', { name: 'Request kit pick-up' })).toBeVisible();
  await expect(step(page, 'Medical health form')).toContainText('Done');

  await advance(orderId, 'CERTIFICATE_READY');
  await page.reload();
  await expect(nextStep(page)).toContainText('Next: Stem cell certificate ready.');
  await expect(step(page, 'Lab processing')).toContainText('Done');

  await issueCertificate(orderId);
  await page.reload();
  await expect(step(page, 'Stem cell certificate ready')).toContainText('Done');
  await expect(nextStep(page)).toHaveCount(0);
});
