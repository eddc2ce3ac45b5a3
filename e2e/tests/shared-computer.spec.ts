import { expect, test, type Page } from '@playwright/test';
import { choosePlan, heading, step } from '../support/checkout';
import { isolateNetwork, signInAs } from '../support/portal';
import { createOrder, createParent, type TestParent } from '../support/staff-ops';

// Sign-out leaves nothing behind (issue 43): on a shared hospital computer one parent types into
// every flow that keeps values, signs out, and the next parent signs in in the same tab (sign-out
// does not reload the page) and finds none of it on any page. The suite has its own parents.

const unique = () => Math.random().toString(36).slice(2, 7);

/** Goes to `path` inside the portal as its own links do: the same document, no reload. */
async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`));
}

/** Nothing the first parent typed is in any field or text of the page. */
async function expectNoneOf(page: Page, typed: readonly string[], where: string): Promise<void> {
  const shown = await page.evaluate(() => {
    const fields = Array.from(document.querySelectorAll('input, textarea, select')).map(
      (field) => (field as HTMLInputElement).value,
    );
    return [document.body.innerText, ...fields].join('\n');
  });
  for (const value of typed) expect(shown, `${where}: ${value}`).not.toContain(value);
}

/** A holder with a child at the medical form and, selected, a child at the pick-up. */
async function parentWithTwoChildren(first: string): Promise<TestParent> {
  const parent = await createParent(`${first} Parent${unique()}`);
  await createOrder(parent, {
    child: `${first} Pickupchild${unique()}`,
    stage: 'BIRTH_AND_PICKUP',
  });
  await createOrder(parent, { child: `${first} Formchild${unique()}`, stage: 'HEALTH_FORM' });
  return parent;
}

test.beforeEach(async ({ context }) => {
  await isolateNetwork(context);
});

test('the next parent in the same tab finds nothing the first one typed, on any page', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // Leaving a page with unsaved work asks first: the parent says yes each time.
  page.on('dialog', (dialog) => void dialog.accept());
  const first = await parentWithTwoChildren('Casey');
  const next = await parentWithTwoChildren('Drew');
  const typed = {
    orderName: `Casey Orderer${unique()}`,
    orderPhone: '+1 916 555 0161',
    giftCode: 'GIFT-CSY7-MMRY-LEFT',
    giver: `Casey Giver${unique()}`,
    recipient: `Robin Recipient${unique()}`,
    mother: `Marisol Casey${unique()}`,
    hospital: `Casey Memorial${unique()}`,
    courierMobile: '+1 916 555 0162',
    invitee: `casey.friend.${unique()}@example.com`,
    contactMobile: '+1 916 555 0163',
  };
  const values = Object.values(typed);

  await signInAs(page, first);
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });

  // Checkout: a plan, a name and a phone.
  await go(page, '/order');
  await choosePlan(page, /Annual storage/);
  await expect(step(page, 'Your details')).toBeVisible();
  await page.getByLabel(/^Your full name/).fill(typed.orderName);
  await page.getByLabel(/^Phone number/).fill(typed.orderPhone);

  // Gift: a code to redeem, and a gift being bought.
  await go(page, '/gift');
  await page.getByLabel(/^Gift code/).fill(typed.giftCode);
  await choosePlan(page, /Annual storage/);
  await expect(step(page, 'Who the gift is for')).toBeVisible();
  await page.getByLabel(/^Your name/).fill(typed.giver);
  await page.getByLabel(/^Recipient's name/).fill(typed.recipient);

  // The medical form of the child selected (saved as a draft, on the first parent's order).
  await go(page, '/portal/medical-form');
  const fullName = page.getByRole('textbox', { name: 'Full name', exact: true });
  await fullName.fill(typed.mother);
  await expect(page.locator('form [role="status"]')).toHaveText('Saved', { timeout: 15_000 });

  // The pick-up of the other child.
  await page.getByRole('button', { name: /View Sibling/ }).click();
  await go(page, '/portal/pick-up');
  await expect(heading(page, 'Request Kit Pick Up')).toBeVisible();
  await page.getByLabel(/^Hospital name/).fill(typed.hospital);
  await page.getByLabel(/^Mobile number/).fill(typed.courierMobile);

  // An invitation on the dashboard's family card, not sent.
  await go(page, '/portal');
  await page
    .getByRole('region', { name: 'Family access' })
    .getByLabel("Guardian's email address")
    .fill(typed.invitee);

  // Contact settings, not saved.
  await go(page, '/portal/profile/notifications');
  await expect(heading(page, 'Notification settings')).toBeVisible();
  await page.getByRole('textbox', { name: /^Mobile number/ }).fill(typed.contactMobile);

  // Signs out and leaves the computer; the next parent signs in on the same page.
  await page.getByRole('banner').getByRole('button', { name: first.name }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email', { exact: true }).fill(next.email);
  await page.getByLabel('Password', { exact: true }).fill(next.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/portal$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `Hello, ${next.name.split(' ')[0]}` }),
  ).toBeVisible();
  await expectNoneOf(page, values, 'dashboard');
  await expect(
    page.getByRole('region', { name: 'Family access' }).getByLabel("Guardian's email address"),
  ).toHaveValue('');

  await go(page, '/order');
  await expect(page.getByRole('radio', { name: /Annual storage/ })).not.toBeChecked();
  await expectNoneOf(page, values, '/order');
  await choosePlan(page, /Annual storage/);
  await expect(step(page, 'Your details')).toBeVisible();
  await expect(page.getByLabel(/^Phone number/)).toHaveValue('');
  await expectNoneOf(page, values, '/order, details');

  await go(page, '/gift');
  await expect(page.getByLabel(/^Gift code/)).toHaveValue('');
  await expect(page.getByRole('radio', { name: /Annual storage/ })).not.toBeChecked();
  await choosePlan(page, /Annual storage/);
  await expect(step(page, 'Who the gift is for')).toBeVisible();
  await expect(page.getByLabel(/^Recipient's name/)).toHaveValue('');
  await expectNoneOf(page, values, '/gift');

  await go(page, '/portal/medical-form');
  await expect(page.getByRole('textbox', { name: 'Full name', exact: true })).toHaveValue('');
  await expectNoneOf(page, values, '/portal/medical-form');

  await page.getByRole('button', { name: /View Sibling/ }).click();
  await go(page, '/portal/pick-up');
  await expect(heading(page, 'Request Kit Pick Up')).toBeVisible();
  await expect(page.getByLabel(/^Hospital name/)).toHaveValue('');
  await expectNoneOf(page, values, '/portal/pick-up');

  await go(page, '/portal/profile/notifications');
  await expect(heading(page, 'Notification settings')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save settings' })).toBeVisible();
  await expectNoneOf(page, values, '/portal/profile/notifications');

  // All of it in the one document the first parent signed in on: no reload cleared anything.
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
});

test('a dashboard reopened from the stored session (no Firebase yet) follows a sign-out in another tab at once, and its own sign-out leaves nothing to restore', async ({
  context,
  page,
}) => {
  const parent = await createParent(`Emery Parent${unique()}`);
  const child = `Emery Child${unique()}`;
  await createOrder(parent, { child, stage: 'BIRTH_AND_PICKUP' });
  const storedValues = () =>
    page.evaluate(() => Object.keys(localStorage).map((key) => localStorage.getItem(key) ?? ''));
  const hello = page.getByRole('heading', {
    level: 1,
    name: `Hello, ${parent.name.split(' ')[0]}`,
  });
  await signInAs(page, parent);
  const firebaseScripts = (tab: Page) =>
    tab.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => /\/chunks\/firebase-[0-9a-f]{4}\./.test(entry.name)).length,
    );

  // A second tab opens the dashboard from the stored session: Firebase is not loaded there.
  const other = await context.newPage();
  await other.goto('/portal');
  await expect(
    other.getByRole('heading', { level: 1, name: `Hello, ${parent.name.split(' ')[0]}` }),
  ).toBeVisible();
  expect(await firebaseScripts(other)).toBe(0);

  // Signing out in the first tab signs the second out too, with nobody touching it.
  await page.getByRole('banner').getByRole('button', { name: parent.name }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(other).toHaveURL(/\/login/, { timeout: 15_000 });
  await other.close();

  // Signed in again, reopened from the stored session, and signed out from there.
  await signInAs(page, parent);
  await page.reload();
  await expect(hello).toBeVisible();
  expect(await firebaseScripts(page)).toBe(0);
  // The child's name is kept beside the session, for the portal reopened offline...
  await expect(page.getByRole('heading', { level: 2, name: `${child}'s journey` })).toBeVisible();
  expect((await storedValues()).some((value) => value.includes(child))).toBe(true);
  await page.getByRole('banner').getByRole('button', { name: parent.name }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('anja_session'))).toBeNull();
  // ...and goes with it.
  expect((await storedValues()).filter((value) => value.includes(child))).toEqual([]);
  // Nothing is left that could sign the next visitor in: neither the token nor Firebase's session.
  await page.goto('/portal');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});
