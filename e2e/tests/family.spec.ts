import { expect, test, type Browser, type Page } from '@playwright/test';
import { openOobLink } from '../support/auth-emulator';
import { latestOobCode, uniqueEmail } from '../support/emulator';
import { latestEmailTo, linkIn } from '../support/mail-inbox';
import {
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  isolateNetwork,
  signInAs,
  tabTo,
} from '../support/portal';
import { createOrder, createParent, type TestParent } from '../support/staff-ops';

// Family access: the account holder invites a second guardian by email (read from the local
// SMTP catcher's inbox), who signs up through its link, accepts, follows the child and helps
// with the form; the holder revokes, and the guardian's next request is refused with a clear
// message. Each test has its own holder and guardian.

const JOIN_PATH = '/portal/family/join';
const REVOKED =
  "You no longer have access to this child's journey. Ask the account holder to invite you again.";
const GUARDIAN_PASSWORD = 'Guardian-2026';

const familyCard = (page: Page) => page.getByRole('region', { name: 'Family access' });
const unique = () => Math.random().toString(36).slice(2, 7);

test.beforeEach(async ({ context }) => {
  await isolateNetwork(context);
});

/** The holder invites `email` from the dashboard's family card, by keyboard alone. */
async function inviteByKeyboard(page: Page, email: string): Promise<void> {
  const card = familyCard(page);
  await expect(card).toBeVisible();
  const field = card.getByLabel("Guardian's email address");
  await tabTo(page, field);
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expect(card.getByRole('status')).toHaveText(`Invitation sent to ${email}.`);
}

/** A new browser (another device) where the guardian opens the invitation's link. */
async function guardianBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await isolateNetwork(context);
  return context.newPage();
}

/**
 * The guardian opens the link, is sent to sign in, creates an account with the invited email,
 * verifies it through the emulator's link, and lands back on the invitation.
 */
async function signUpThroughLink(page: Page, link: string, name: string, email: string) {
  await page.goto(link);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/signup\?redirect=/);
  await page.getByRole('textbox', { name: 'Your name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(GUARDIAN_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify-email\?redirect=/);
  const code = await latestOobCode(email, 'VERIFY_EMAIL');
  await openOobLink(code.oobLink);
  await page.getByRole('button', { name: "I've verified my email" }).click();
  await expect(page).toHaveURL(new RegExp(`${JOIN_PATH}\\?invitation=`));
}

test('the holder invites by email; the guardian signs up through the link, helps with the form, and is refused once revoked', async ({
  page,
  browser,
}) => {
  const holder = await createParent(`Jordan Holder${unique()}`);
  const child = `Avery Family${unique()}`;
  await createOrder(holder, { child, stage: 'HEALTH_FORM' });
  const guardianName = `Sam Guardian${unique()}`;
  const guardianEmail = uniqueEmail('sam.guardian');

  await signInAs(page, holder);
  await inviteByKeyboard(page, guardianEmail);
  await expect(familyCard(page)).toContainText(guardianEmail);

  // The email in the local inbox: who invited, a link to the portal, nothing of the child.
  const email = await latestEmailTo(guardianEmail);
  expect(email.subject).toBe(`${holder.name} invited you to the Parent Portal`);
  expect(email.text).toContain(`${holder.name} (${holder.email}) invited you`);
  expect(`${email.text}${email.html}`).not.toContain(child);
  const link = linkIn(email, JOIN_PATH);

  const guardian = await guardianBrowser(browser);
  await signUpThroughLink(guardian, link, guardianName, guardianEmail);
  await expect(
    guardian.getByRole('heading', { level: 1, name: 'Family invitation' }),
  ).toBeVisible();
  await expect(
    guardian.getByText(`${holder.name} invited you to follow ${child}'s cord blood journey.`),
  ).toBeVisible();
  await guardian.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(guardian).toHaveURL(/\/portal(\?|$)/);
  await expect(guardian.getByRole('main')).toContainText(child);
  await expect(familyCard(guardian)).toContainText(
    `${holder.name} shared this child's journey with you.`,
  );
  // Billing stays with the holder.
  await expect(guardian.getByRole('region', { name: 'Storage plan' })).toHaveCount(0);

  // The guardian fills part of the form.
  await guardian.goto('/portal/medical-form');
  await expect(
    guardian.getByRole('heading', { level: 1, name: 'Medical Health Form' }),
  ).toBeVisible();
  await guardian.getByRole('textbox', { name: 'Full name', exact: true }).fill('Marisol Quintero');
  await expect(guardian.locator('form [role="status"]')).toHaveText('Saved', { timeout: 15_000 });

  // The holder sees who saved it.
  await page.goto('/portal/medical-form');
  await expect(page.getByRole('textbox', { name: 'Full name', exact: true })).toHaveValue(
    'Marisol Quintero',
  );
  await expect(
    page.getByText(
      new RegExp(`^Saved by ${guardianName.split(' ')[0]}, \\d{1,2}:\\d{2}\\s?[AP]M$`),
    ),
  ).toBeVisible();

  // The holder revokes; the guardian's next save is refused with a clear message, and nothing
  // typed is lost.
  await page.goto('/portal');
  const card = familyCard(page);
  await card.getByRole('button', { name: `Remove access for ${guardianName}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove access' }).click();
  await expect(card).not.toContainText(guardianEmail);

  const otherNames = guardian.getByRole('textbox', { name: 'Other names (optional)', exact: true });
  await otherNames.fill('Marisol Vega');
  await expect(guardian.getByRole('alert')).toContainText(REVOKED, { timeout: 15_000 });
  await expect(otherNames).toHaveValue('Marisol Vega');
  // That first refusal dropped the child from the guardian's portal: the open page names it no
  // more, and their dashboard, reached inside the portal, shows the empty state.
  await expect(guardian.getByText(`For ${child}`)).toHaveCount(0);
  guardian.on('dialog', (dialog) => void dialog.accept());
  await guardian
    .getByRole('navigation', { name: 'Portal' })
    .getByRole('link', { name: 'Home' })
    .click();
  await expect(guardian.getByText('There is no order on your account yet.')).toBeVisible();
  await expect(guardian.getByRole('main')).not.toContainText(child);
  await guardian.context().close();
});

for (const width of [375, 1280]) {
  test(`no axe violation at ${width} px: the family card (holder and guardian) and the invitation page`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const holder: TestParent = await createParent(`Riley Holder${unique()}`);
    const child = `Quinn Axe${unique()}`;
    await createOrder(holder, { child, stage: 'HEALTH_FORM' });
    const guardianEmail = uniqueEmail('axe.guardian');
    await signInAs(page, holder);
    await expectNoA11yViolations(page, `holder's family card, empty at ${width}`);
    await inviteByKeyboard(page, guardianEmail);
    await expectNoA11yViolations(page, `holder's family card with an invitation at ${width}`);
    await expectNoSidewaysScroll(page, `holder's family card at ${width}`);

    const guardian = await guardianBrowser(browser);
    await guardian.setViewportSize({ width, height: 900 });
    await signUpThroughLink(
      guardian,
      linkIn(await latestEmailTo(guardianEmail), JOIN_PATH),
      'Alex Axe',
      guardianEmail,
    );
    await expect(guardian.getByRole('button', { name: 'Accept invitation' })).toBeVisible();
    await expectNoA11yViolations(guardian, `invitation page at ${width}`);
    await expectNoSidewaysScroll(guardian, `invitation page at ${width}`);
    await guardian.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(familyCard(guardian)).toBeVisible();
    await expectNoA11yViolations(guardian, `guardian's family card at ${width}`);

    await page.reload();
    await expect(familyCard(page)).toContainText('Alex Axe');
    await expectNoA11yViolations(page, `holder's family card with a guardian at ${width}`);
    await familyCard(page).getByRole('button', { name: 'Remove access for Alex Axe' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoA11yViolations(page, `remove-access dialog at ${width}`, { modalOpen: true });
    await guardian.context().close();
  });
}
