import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoA11yViolations, isolateNetwork, signIn } from '../support/portal';
import { createOrder, createParent, type TestParent } from '../support/staff-ops';
import { captureTelemetry } from '../support/telemetry';

// The maternal health form, each test with its own parent and order(s).

const FORM_PATH = '/portal/medical-form';
const dayOffset = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
};
const unique = () => Math.random().toString(36).slice(2, 8).toUpperCase();

/** Typed values unique to one test, so captured telemetry can be searched for them. */
function typedValues() {
  const tag = unique();
  return {
    fullName: `Marisol Quintero${tag}`,
    otherNames: `Marisol Vega${tag}`,
    phone: '+1 916 555 0188',
    address: `77 Laurel Way ${tag}, Davis, CA 95616`,
    hospital: `Sutter Davis Hospital ${tag}`,
    city: 'Davis',
    provider: `Dr. Priya Natarajan ${tag}`,
    practice: `Valley Midwifery ${tag}`,
    medications: `Iron tablets ${tag}`,
    travel: `Lisbon in May ${tag}`,
  };
}
type Typed = ReturnType<typeof typedValues>;

const statusLine = (page: Page) => page.locator('form [role="status"]');
const section = (page: Page, n: number) => page.getByText(`Section ${n} of 8`, { exact: true });
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function openForm(page: Page, parent: TestParent): Promise<void> {
  await signIn(page, parent);
  await expect(page).toHaveURL(/\/portal$/);
  await page.goto(FORM_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Medical Health Form' })).toBeVisible();
}

async function saved(page: Page): Promise<void> {
  await expect(statusLine(page)).toHaveText('Saved', { timeout: 15_000 });
}

async function next(page: Page, to: number): Promise<void> {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(section(page, to)).toBeVisible();
}

async function answerAllNo(page: Page): Promise<void> {
  const groups = page.locator('form').getByRole('radiogroup');
  for (let index = 0; index < (await groups.count()); index += 1) {
    await groups.nth(index).getByRole('radio', { name: 'No', exact: true }).check();
  }
}

async function fillMother(page: Page, typed: Typed): Promise<void> {
  await field(page, 'Full name').fill(typed.fullName);
  await field(page, 'Other names (optional)').fill(typed.otherNames);
  await page.getByLabel('Date of birth').fill('1991-02-14');
  await field(page, 'Phone number').fill(typed.phone);
  await field(page, 'Home address').fill(typed.address);
}

async function fillPregnancy(page: Page, typed: Typed): Promise<void> {
  await page.getByLabel('Due date').fill(dayOffset(40));
  await page.getByRole('radio', { name: 'One baby' }).check();
  await field(page, 'Delivery hospital').fill(typed.hospital);
  await field(page, 'Hospital city').fill(typed.city);
  await field(page, 'Hospital phone number').fill('(530) 555-0101');
  await field(page, 'Physician or midwife').fill(typed.provider);
  await field(page, 'Practice name').fill(typed.practice);
  await field(page, 'Practice phone number').fill('530.555.0102');
  await page.getByRole('radio', { name: 'Vaginal birth' }).check();
  await page
    .getByRole('radiogroup', { name: 'Is this a surrogacy or an adoption?' })
    .getByRole('radio', { name: 'No' })
    .check();
}

/** Fills every section, checking axe on each at 1280 and 375 px when asked. */
async function completeForm(page: Page, typed: Typed, { axe = false } = {}): Promise<void> {
  const check = async (label: string) => {
    if (!axe) return;
    await expectNoA11yViolations(page, `${label} at 1280`);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoA11yViolations(page, `${label} at 375`);
    await page.setViewportSize({ width: 1280, height: 800 });
  };
  await expect(section(page, 1)).toBeVisible();
  await check('section 1');
  await fillMother(page, typed);
  await next(page, 2);
  await check('section 2');
  await fillPregnancy(page, typed);
  await next(page, 3);
  await answerAllNo(page);
  await page
    .getByRole('radiogroup', { name: /^Are you taking any medicines/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await field(page, 'Which ones, and how often?').fill(typed.medications);
  await check('section 3');
  await next(page, 4);
  await answerAllNo(page);
  await page
    .getByRole('radiogroup', { name: /^Have you travelled outside your country/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await expect(
    page.getByText(/our medical team reviews every answer and may call you/),
  ).toBeVisible();
  await field(page, 'Where, and when?').fill(typed.travel);
  await check('section 4 with a yes');
  for (const n of [5, 6, 7]) {
    await next(page, n);
    await answerAllNo(page);
    await check(`section ${n}`);
  }
  await next(page, 8);
  await expect(page.getByRole('heading', { level: 3, name: "1. Mother's details" })).toBeVisible();
  await expect(page.getByText(typed.travel, { exact: false })).toBeVisible();
  await page.getByRole('checkbox', { name: /I confirm that these answers are true/ }).check();
  await field(page, 'Your full name (signature)').fill(typed.fullName);
  await page.getByLabel(/^Date/).fill(dayOffset(0));
  await page.getByRole('radio', { name: 'I am the mother' }).check();
  await check('review and consent');
  await saved(page);
}

test.beforeEach(async ({ context }) => {
  await isolateNetwork(context);
});

test("the form draws without its rules (zod): they come at the parent's first key, and the first check uses them", async ({
  page,
}) => {
  const parent = await createParent('Rhea Rules');
  await createOrder(parent, { child: 'Ivo Rules', stage: 'HEALTH_FORM' });
  await signIn(page, parent);
  await expect(page).toHaveURL(/\/portal$/);
  const rulesChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/chunks\/(?:medical-form-rules|zod)[-.]/.test(request.url())) {
      rulesChunks.push(request.url());
    }
  });
  await page.goto(FORM_PATH);
  await expect(section(page, 1)).toBeVisible();
  await expect(field(page, 'Full name')).toBeVisible();
  await page.waitForLoadState('load');
  expect(rulesChunks).toEqual([]);

  await field(page, 'Full name').press('M');
  await expect.poll(() => rulesChunks.length).toBeGreaterThan(0);
  // The first check runs the section's rules: what is still missing is named.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Date of birth is required.')).toBeVisible();
  await expect(section(page, 1)).toBeVisible();
});

test('a filled section is saved as a draft: after a reload the answers are there and the form resumes at the first incomplete section', async ({
  page,
}) => {
  const parent = await createParent('Dana Draft');
  await createOrder(parent, { child: 'Remy Draft', stage: 'HEALTH_FORM' });
  const typed = typedValues();
  await openForm(page, parent);
  await expect(section(page, 1)).toBeVisible();
  await fillMother(page, typed);
  await saved(page);
  await page.reload();
  await expect(section(page, 2)).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Pregnancy and delivery' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(field(page, 'Full name')).toHaveValue(typed.fullName);
  await expect(field(page, 'Home address')).toHaveValue(typed.address);
  await expect(page.getByLabel('Date of birth')).toHaveValue('1991-02-14');
});

test('offline while typing: the status says so, and back online nothing is lost', async ({
  page,
}) => {
  const parent = await createParent('Olive Offline');
  await createOrder(parent, { child: 'Ezra Offline', stage: 'HEALTH_FORM' });
  await openForm(page, parent);
  const name = field(page, 'Full name');
  await name.fill('Olive');
  await saved(page);
  // The gateway goes away mid-typing.
  await page.route('**/graphql', (route) => route.abort('internetdisconnected'));
  await name.pressSequentially(' Marguerite Offline');
  await expect(statusLine(page)).toHaveText(
    'Offline: your answers will be saved when you are back online',
    { timeout: 15_000 },
  );
  await field(page, 'Home address').fill('5 Quiet Lane, Davis');
  // A portal link away from the form asks first while answers wait; saying no stays.
  const nav = page.getByRole('navigation', { name: 'Portal' });
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await nav.getByRole('link', { name: 'Request Kit Pick Up' }).click();
  await expect.poll(() => asked).toEqual([expect.stringMatching(/not saved yet/)]);
  await expect(page).toHaveURL(/\/portal\/medical-form$/);
  await expect(field(page, 'Home address')).toHaveValue('5 Quiet Lane, Davis');
  await page.unroute('**/graphql');
  await saved(page);
  await page.reload();
  await expect(field(page, 'Full name')).toHaveValue('Olive Marguerite Offline');
  await expect(field(page, 'Home address')).toHaveValue('5 Quiet Lane, Davis');
});

test('completed and submitted once: read-only after a reload, the dashboard step done, no typed value in analytics or error reports, axe clean on every section', async ({
  page,
  context,
}) => {
  // An axe sweep of every section at two widths: 32 s on a fast machine, over 60 on a slow one.
  test.setTimeout(150_000);
  const telemetry = await captureTelemetry(context);
  const parent = await createParent('Sofia Submit');
  await createOrder(parent, { child: 'Luz Submit', stage: 'HEALTH_FORM' });
  const typed = typedValues();
  await openForm(page, parent);
  await completeForm(page, typed, { axe: true });
  await page.getByRole('button', { name: 'Submit the form' }).click();
  await expect(page.getByText(/Your medical health form was submitted on/)).toBeVisible();
  await expectNoA11yViolations(page, 'submitted form');

  await page.reload();
  await expect(page.getByText(/Your medical health form was submitted on/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print your answers' })).toBeVisible();
  await expect(page.locator('main').getByRole('textbox')).toHaveCount(0);
  await expect(page.getByText(typed.hospital)).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoA11yViolations(page, 'submitted form at 375');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto('/portal');
  const step = page
    .getByRole('list', { name: 'Your journey' })
    .getByRole('listitem')
    .filter({ hasText: 'Medical health form' });
  await expect(step).toContainText('Done');

  await expect.poll(() => telemetry.segment.length).toBeGreaterThan(0);
  const everything = telemetry.everything();
  expect(everything).toContain('Medical Form Submitted');
  for (const value of Object.values(typed)) {
    expect(everything, `telemetry contains "${value}"`).not.toContain(value);
  }
});

test("switching sibling shows that child's form", async ({ page }) => {
  const parent = await createParent('Sam Siblings');
  await createOrder(parent, { child: 'Ada Siblings', stage: 'HEALTH_FORM' });
  await createOrder(parent, { child: 'Bo Siblings', stage: 'HEALTH_FORM' });
  await openForm(page, parent);
  // The newest order (Bo) is selected first.
  await expect(page.getByText('For Bo Siblings')).toBeVisible();
  await field(page, 'Full name').fill('Mother of Bo');
  await saved(page);
  await page
    .getByRole('navigation', { name: 'Portal' })
    .getByRole('button', { name: /View Sibling\(s\)/ })
    .click();
  await expect(page.getByText('For Ada Siblings')).toBeVisible();
  await expect(field(page, 'Full name')).toHaveValue('');
  await page
    .getByRole('navigation', { name: 'Portal' })
    .getByRole('button', { name: /View Sibling\(s\)/ })
    .click();
  await expect(page.getByText('For Bo Siblings')).toBeVisible();
  await expect(field(page, 'Full name')).toHaveValue('Mother of Bo');
});

test('the whole form is completed by keyboard alone', async ({ page }) => {
  const parent = await createParent('Kai Keyboard');
  await createOrder(parent, { child: 'Io Keyboard', stage: 'HEALTH_FORM' });
  await openForm(page, parent);
  const keys = page.keyboard;
  /** Presses Tab (only) until `target` has focus. */
  const tabTo = async (target: Locator, most = 8) => {
    for (let presses = 0; presses < most; presses += 1) {
      await keys.press('Tab');
      if (await target.evaluate((element) => element === document.activeElement)) return;
    }
    await expect(target).toBeFocused();
  };
  const typeDate = async (label: string | RegExp, iso: string) => {
    const input = page.getByLabel(label);
    await tabTo(input);
    // Chromium's date input in en-US: month, day, year.
    await keys.type(`${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(0, 4)}`);
    await expect(input).toHaveValue(iso);
  };
  const typeInto = async (name: string, text: string) => {
    await tabTo(field(page, name));
    await keys.type(text);
  };
  const chooseFirst = async (group: Locator) => {
    await tabTo(group.getByRole('radio').first());
    await keys.press('Space');
  };
  const chooseNo = async (group: Locator) => {
    await tabTo(group.getByRole('radio', { name: 'Yes', exact: true }));
    await keys.press('ArrowRight');
    await expect(group.getByRole('radio', { name: 'No', exact: true })).toBeChecked();
  };
  const next = async (to: number) => {
    await tabTo(page.getByRole('button', { name: 'Next' }));
    await keys.press('Enter');
    await expect(section(page, to)).toBeVisible();
  };

  // From the top of the page, Tab until the first question has focus.
  await tabTo(field(page, 'Full name'), 60);
  await keys.type('Kai Keyboard');
  await typeDate('Date of birth', '1991-02-14');
  await typeInto('Phone number', '+1 916 555 0133');
  await typeInto('Home address', '9 Keyboard Court, Davis');
  await next(2);

  await typeDate('Due date', dayOffset(40));
  await chooseFirst(page.getByRole('radiogroup', { name: 'Are you expecting one baby or more?' }));
  await typeInto('Delivery hospital', 'Keyboard General');
  await typeInto('Hospital city', 'Davis');
  await typeInto('Hospital phone number', '530 555 0111');
  await typeInto('Physician or midwife', 'Dr. Keys');
  await typeInto('Practice name', 'Keys Practice');
  await typeInto('Practice phone number', '530 555 0112');
  await chooseFirst(page.getByRole('radiogroup', { name: 'Planned delivery' }));
  await chooseNo(page.getByRole('radiogroup', { name: 'Is this a surrogacy or an adoption?' }));
  await next(3);

  // Sections 3 to 7: every question answered "No" with the arrow key.
  for (const n of [3, 4, 5, 6, 7]) {
    const groups = page.locator('form').getByRole('radiogroup');
    for (let group = 0; group < (await groups.count()); group += 1) {
      await chooseNo(groups.nth(group));
    }
    await next(n + 1);
  }

  // Review and consent: past the seven "Edit" buttons to the consent.
  const consent = page.getByRole('checkbox', { name: /I confirm that these answers are true/ });
  await tabTo(consent, 12);
  await keys.press('Space');
  await expect(consent).toBeChecked();
  await typeInto('Your full name (signature)', 'Kai Keyboard');
  await typeDate(/^Date/, dayOffset(0));
  await chooseFirst(
    page.getByRole('radiogroup', { name: "Your relationship to the baby's mother" }),
  );
  await saved(page);
  await tabTo(page.getByRole('button', { name: 'Submit the form' }));
  await keys.press('Enter');
  await expect(page.getByText(/Your medical health form was submitted on/)).toBeVisible();
});
