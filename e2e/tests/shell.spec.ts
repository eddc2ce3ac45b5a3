import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, isolateNetwork, signInAs } from '../support/portal';
import { createOrder, createParent, type TestParent } from '../support/staff-ops';
import { REMOTE_PORTS } from '../support/stack-info';
import { layoutShiftTotal, recordLayoutShifts } from '../support/layout-shift';

const PAGES = [
  { nav: 'Medical Health Form', path: '/portal/medical-form', heading: 'Medical Health Form' },
  { nav: 'Request Kit Pick Up', path: '/portal/pick-up', heading: 'Request Kit Pick Up' },
  { nav: 'Stem Cell Certificate', path: '/portal/stem-cell-key', heading: 'Stem Cell Certificate' },
  { nav: 'Home', path: '/portal', heading: /Hello, Jordan/ },
];

const nav = (page: Page) => page.getByRole('navigation', { name: 'Portal' });

/** The resources the page has fetched so far whose address matches `pattern`. */
const fetchedScripts = (page: Page, pattern: RegExp) =>
  page.evaluate(
    (source) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => new RegExp(source).test(name)),
    pattern.source,
  );

/**
 * This test's own parent, with two children like the demo family: Maya (certificate ready) and
 * Baby Rivera (health form next), the later order selected first.
 */
async function signInAsNewFamily(page: Page): Promise<TestParent> {
  const parent = await createParent('Jordan Rivera');
  await createOrder(parent, { child: 'Maya Rivera', stage: 'CERTIFICATE_READY' });
  await createOrder(parent, { child: 'Baby Rivera', stage: 'HEALTH_FORM' });
  await signInAs(page, parent);
  return parent;
}

test.beforeEach(async ({ context }) => {
  await isolateNetwork(context);
});

test('signed out, a deep link goes to /login with the path as redirect', async ({ page }) => {
  await page.goto('/portal/pick-up');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fportal%2Fpick-up$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

test('every nav item reaches its page, the active item follows the path, history works', async ({
  page,
}) => {
  await signInAsNewFamily(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get $99' })).toBeVisible();

  for (const item of PAGES) {
    await nav(page).getByRole('link', { name: item.nav }).click();
    await expect(page).toHaveURL(new RegExp(`${item.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: item.heading })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: item.nav })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav(page).locator('[aria-current="page"]')).toHaveCount(1);
  }

  // Back and forward across remotes.
  await page.goBack();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Stem Cell Certificate' }),
  ).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Request Kit Pick Up' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Request Kit Pick Up' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.goForward();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Stem Cell Certificate' }),
  ).toBeVisible();

  // A deep link into a remote, and the explanatory certificate page keeps its nav item active.
  await page.goto('/portal/understanding-your-stem-cell-key');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Understanding your Stem Cell Certificate' }),
  ).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Stem Cell Certificate' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Knowledge Center opens in a new tab.
  await expect(nav(page).getByRole('link', { name: /Knowledge Center/ })).toHaveAttribute(
    'target',
    '_blank',
  );

  // An unknown portal path shows the not-found page inside the shell.
  await page.goto('/portal/nowhere');
  await expect(
    page.getByRole('heading', { level: 1, name: 'We could not find that page' }),
  ).toBeVisible();
});

test('React is loaded once, and a remote reads the same signed-in parent and selected child', async ({
  page,
}) => {
  // Every copy of React DOM announces itself to the developer tools' hook as it loads (in
  // production builds too): stand in for the tools and count the renderers.
  await page.addInitScript(() => {
    const renderers: { rendererPackageName?: string }[] = [];
    Object.assign(window, {
      __portalReactRenderers: renderers,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject(renderer: { rendererPackageName?: string }) {
          renderers.push(renderer);
          return renderers.length;
        },
        checkDCE() {},
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onPostCommitFiberRoot() {},
        onCommitFiberUnmount() {},
      },
    });
  });
  await signInAsNewFamily(page);
  await nav(page).getByRole('link', { name: 'Request Kit Pick Up' }).click();
  // The remote queries the gateway with the host's token for the host's selected child.
  await expect(page.getByText('For Baby Rivera')).toBeVisible();
  await nav(page).getByRole('link', { name: 'Home' }).click();
  await nav(page)
    .getByRole('button', { name: /View Sibling\(s\)/ })
    .click();
  await expect(page.getByRole('heading', { name: "Maya Rivera's journey" })).toBeVisible();
  await nav(page).getByRole('link', { name: 'Medical Health Form' }).click();
  await expect(page.getByText('For Maya Rivera')).toBeVisible();
  await nav(page).getByRole('link', { name: 'Stem Cell Certificate' }).click();
  await expect(page.getByText('For Maya Rivera')).toBeVisible();

  const renderers = await page.evaluate(() =>
    (
      (window as unknown as { __portalReactRenderers: { rendererPackageName?: string }[] })
        .__portalReactRenderers ?? []
    ).map((renderer) => renderer.rendererPackageName),
  );
  expect(renderers, 'react-dom must be loaded once, from one provider').toEqual(['react-dom']);
});

test('Fluent is one theme, one style renderer and one copy of its state in the host and a remote', async ({
  page,
}) => {
  // The UI entries of @portal/shared are separate federated modules; Fluent's state packages
  // are shared on their own so that every entry and every React root meets the same copy.
  const scripts: URL[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()));
  });
  await signInAsNewFamily(page);
  await nav(page).getByRole('link', { name: 'Request Kit Pick Up' }).click();
  // A Field of the base entry labels a Select of the inputs entry (one field context).
  const zone = page.getByLabel(/^Hospital time zone/);
  await expect(zone).toBeVisible();

  const fluent = await zone.evaluate((select) => {
    const providers = Array.from(document.querySelectorAll('.fui-FluentProvider'));
    const variable = (element: Element, name: string) =>
      getComputedStyle(element).getPropertyValue(name).trim();
    return {
      providers: providers.length,
      brands: [...new Set(providers.map((p) => variable(p, '--colorBrandBackground')))],
      fonts: [...new Set(providers.map((p) => variable(p, '--fontFamilyBase')))],
      selectFont: getComputedStyle(select).fontFamily,
      // The theme's font as the browser spells it, read in the Select's own provider.
      themeFont: (() => {
        const probe = document.createElement('span');
        probe.style.fontFamily = 'var(--fontFamilyBase)';
        select.closest('.fui-FluentProvider')?.append(probe);
        const font = getComputedStyle(probe).fontFamily;
        probe.remove();
        return font;
      })(),
      // Griffel's styles come with the apps' CSS files: no renderer inserts any at run time.
      runtimeSheets: document.querySelectorAll('style[data-make-styles-bucket]').length,
      styleFiles: Array.from(document.styleSheets).flatMap((sheet) =>
        sheet.href ? [new URL(sheet.href).origin] : [],
      ),
    };
  });
  expect(fluent.providers, 'the host and the remote each have a FluentProvider').toBeGreaterThan(1);
  expect(fluent.brands, 'one theme').toHaveLength(1);
  expect(fluent.fonts).toHaveLength(1);
  expect(fluent.selectFont, 'the remote’s Select is styled by the theme').toBe(fluent.themeFont);
  expect(fluent.runtimeSheets, 'no style is inserted at run time').toBe(0);
  expect(fluent.styleFiles, 'the host’s CSS files style the page').toContain(
    new URL(page.url()).origin,
  );
  expect(fluent.styleFiles, 'the remote’s CSS files too').toContain(
    `http://localhost:${REMOTE_PORTS.pickup}`,
  );
  // The host's copies come with its boot (integrate-first-load.mjs); the remote loads none of its own.
  // Named chunks carry the package's path.
  const hostOrigin = new URL(page.url()).origin;
  const remoteScripts = scripts.filter((url) => url.origin !== hostOrigin);
  expect(remoteScripts.length, 'the remote’s own scripts load').toBeGreaterThan(0);
  expect(scripts.some((url) => url.origin === hostOrigin && /\/boot-0\./.test(url.pathname))).toBe(
    true,
  );
  const statePackage =
    /node_modules_(?:pnpm_)?(griffel_core|griffel_react|fluentui_react-shared-contexts|fluentui_react-utilities|fluentui_react-field|react-dom|react)_/;
  expect(
    remoteScripts.filter((url) => statePackage.test(url.pathname)).map(String),
    'a remote uses the host’s copies of React and Fluent’s state, none of its own',
  ).toEqual([]);
});

test("Griffel's rules keep their buckets' order across the apps' CSS files, whichever file comes last", async ({
  page,
}) => {
  await page.goto('/login');
  const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
  await expect(signIn).toBeVisible();

  // Every rule of the host's CSS files sits in a layer of Griffel's (the remote's files are
  // another origin's, whose rules a page cannot read).
  const layers = await page.evaluate(() =>
    Array.from(document.styleSheets)
      .filter((sheet) => sheet.href?.startsWith(window.location.origin))
      .flatMap((sheet) => Array.from(sheet.cssRules))
      .map((rule) => (rule instanceof CSSLayerBlockRule ? rule.name : rule.cssText.slice(0, 40))),
  );
  expect(layers.length).toBeGreaterThan(0);
  expect(layers.filter((name) => !/^griffel\.[a-z](\.|$)/.test(name))).toEqual([]);

  // The page declares the layers' order before any file arrives: its first rule.
  const declared = await page.evaluate(() => {
    const first = document.styleSheets[0]?.cssRules[0];
    return first instanceof CSSLayerStatementRule ? Array.from(first.nameList) : [];
  });
  expect(declared.slice(0, 9)).toEqual(
    ['r', 'd', 'l', 'v', 'w', 'f', 'i', 'h', 'a'].map((bucket) => `griffel.${bucket}`),
  );
  expect(declared.indexOf('griffel.m')).toBeGreaterThan(declared.indexOf('griffel.h'));

  // So a file that arrives later with a plain rule cannot undo an earlier file's :hover.
  await page.evaluate(() => {
    const file = (css: string) => {
      const style = document.createElement('style');
      style.textContent = css;
      document.head.append(style);
    };
    file('@layer griffel.h{#layer-probe:hover{color:rgb(200, 0, 0)}}');
    file('@layer griffel.d{#layer-probe{color:rgb(0, 0, 200)}}');
    const probe = document.createElement('button');
    probe.id = 'layer-probe';
    probe.textContent = 'probe';
    document.body.append(probe);
  });
  const probe = page.locator('#layer-probe');
  await expect(probe).toHaveCSS('color', 'rgb(0, 0, 200)');
  await probe.hover();
  await expect(probe).toHaveCSS('color', 'rgb(200, 0, 0)');

  // Fluent's own button: its :hover rule still wins over its plain one.
  const background = () => signIn.evaluate((button) => getComputedStyle(button).backgroundColor);
  await page.mouse.move(0, 0);
  const resting = await background();
  await signIn.hover();
  await expect.poll(background).not.toBe(resting);
});

test('a stopped remote leaves the shell and the other pages working, with a retry', async ({
  page,
}) => {
  // The registry points the pick-up remote at a port where nothing listens.
  await page.route('**/portal.config.json', async (route) => {
    const response = await route.fetch();
    const doc = await response.json();
    doc.remotes.pickup = `http://localhost:${REMOTE_PORTS.pickup + 50}/mf-manifest.json`;
    await route.fulfill({ response, json: doc });
  });
  await signInAsNewFamily(page);
  await nav(page).getByRole('link', { name: 'Request Kit Pick Up' }).click();
  await expect(page.getByRole('alert').getByText('This page could not be loaded.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('PORTAL-REMOTE-001');

  // Everything else still works.
  await nav(page).getByRole('link', { name: 'Stem Cell Certificate' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Stem Cell Certificate' }),
  ).toBeVisible();
  await nav(page).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Hello, Jordan/ })).toBeVisible();
});

test('the support dialog and the profile modal', async ({ page }) => {
  const parent = await signInAsNewFamily(page);
  await page.getByRole('button', { name: 'Support' }).click();
  const dialog = page.getByRole('dialog', { name: 'Support' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('We respond quickly. Like, really quickly.')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Email' })).toHaveAttribute('href', /^mailto:/);
  await expect(dialog.getByRole('link', { name: 'Message' })).toHaveAttribute('href', /^sms:/);
  await expect(dialog.getByRole('link', { name: 'Call' })).toHaveAttribute('href', /^tel:/);
  await expectNoA11yViolations(page, 'support dialog at 1280 px', { modalOpen: true });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Your profile' }).click();
  const profile = page.getByRole('dialog', { name: 'Your profile' });
  await expect(profile).toContainText(parent.email);
  await page.keyboard.press('Escape');
  await expect(profile).toBeHidden();
  // Closed, the modal gives the page back to assistive technology (no aria-hidden left on it,
  // even with no other Fluent component holding the focus manager).
  await expect(page.getByRole('heading', { level: 1, name: /Hello, Jordan/ })).toBeVisible();
  await expect(page.locator('[aria-hidden="true"]:has(main)')).toHaveCount(0);
});

test("the dashboard draws its card, status pills and avatar with the theme's tokens, without Fluent's display entry", async ({
  page,
}) => {
  await signInAsNewFamily(page);
  const journey = page.getByRole('list', { name: 'Your journey' });
  await expect(journey).toBeVisible();
  // Fluent's Avatar, Badge and Card (and the Tabster they bring) are not part of this load.
  expect(await fetchedScripts(page, /react-(avatar|badge|card)|_tabster_/)).toEqual([]);

  const looks = await page.evaluate(() => {
    const provider = document.querySelector('.fui-FluentProvider');
    const token = (name: string) => {
      const probe = document.createElement('span');
      probe.style.color = `var(${name})`;
      provider?.append(probe);
      const value = getComputedStyle(probe).color;
      probe.remove();
      return value;
    };
    const style = (element: Element | null) => (element ? getComputedStyle(element) : null);
    const pill = Array.from(
      document.querySelectorAll('[aria-label="Your journey"] li span span'),
    ).find((element) => element.textContent === 'Next');
    const panel = style(document.querySelector('[aria-label="Your next step"]'));
    const avatar = style(document.querySelector('[data-testid="initial-avatar"]'));
    return {
      pill: {
        background: style(pill ?? null)?.backgroundColor,
        height: style(pill ?? null)?.height,
      },
      brand: token('--colorBrandBackground'),
      onBrand: token('--colorNeutralForegroundOnBrand'),
      pillColor: style(pill ?? null)?.color,
      panelShadow: panel?.boxShadow,
      panelRole: document.querySelector('[aria-label="Your next step"]')?.getAttribute('role'),
      avatar: { width: avatar?.width, color: avatar?.color },
      avatarText: document.querySelector('[data-testid="initial-avatar"]')?.textContent,
      staticInverted: token('--colorNeutralForegroundStaticInverted'),
    };
  });
  expect(looks.pill).toEqual({ background: looks.brand, height: '20px' });
  expect(looks.pillColor).toBe(looks.onBrand);
  expect(looks.panelShadow).not.toBe('none');
  expect(looks.panelRole).toBe('group');
  expect(looks.avatar.width).toBe('28px');
  expect(looks.avatar.color).toBe(looks.staticInverted);
  expect(looks.avatarText).toBe('J');
});

test('no first load carries Apollo Client: the dashboard and the pages read with the portal’s own client, and Apollo comes with the first change', async ({
  page,
}) => {
  await signInAsNewFamily(page);
  await expect(page.getByRole('list', { name: 'Your journey' })).toBeVisible();
  await expect(page.locator('[aria-label="Your next step"]')).toContainText('Next:');
  const apolloScripts = async () => (await fetchedScripts(page, /apollo-client/)).length;
  expect(await apolloScripts()).toBe(0);

  await nav(page).getByRole('link', { name: 'Medical Health Form' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Medical Health Form' })).toBeVisible();
  // The page's own read has answered (the form stands at its first section), without Apollo.
  await expect(page.getByRole('progressbar', { name: 'Section 1 of 8' })).toBeVisible();
  expect(await apolloScripts()).toBe(0);
  // The parent's first key on a page that saves changes loads it, before the first save.
  await page.keyboard.press('Tab');
  await expect.poll(apolloScripts).toBeGreaterThan(0);
});

test("a signed-in reload asks for the shell's first reads once each, without Firebase until the parent's first key", async ({
  page,
}) => {
  await signInAsNewFamily(page);
  await expect(page.locator('[aria-label="Your next step"]')).toContainText('Next:');

  // In the order the browser saw them: each gateway operation asked, and Firebase's answer
  // to its session lookup (the restore's own request to the Auth emulator).
  const events: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/graphql')) {
      events.push(
        `ask ${String((request.postDataJSON() as { operationName?: string }).operationName)}`,
      );
    }
  });
  page.on('response', (response) => {
    if (response.url().includes('/accounts:lookup')) events.push('session restored');
  });
  // The boot's shared chunk held back until the early reads are all asked (or 10 s have passed):
  // with no React on the page, what is asked meanwhile comes from main.js and its first reads.
  const firstReads = [
    'getUserOrder',
    'getUser',
    'AccountLanguage',
    'BillingNotice',
    'DashboardOrder',
    'DashboardBilling',
    'DashboardFamily',
  ];
  const askedBeforeBoot: string[] = [];
  await page.route(/\/chunks\/boot-0\.[0-9a-f]+\.js$/, async (route) => {
    const until = Date.now() + 10_000;
    while (Date.now() < until && !firstReads.every((read) => events.includes(`ask ${read}`))) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    askedBeforeBoot.push(...events);
    await route.continue();
  });
  await page.reload();
  await expect(page.locator('[aria-label="Your next step"]')).toContainText(
    'Next: Medical health form.',
  );
  expect(askedBeforeBoot.sort()).toEqual(firstReads.map((read) => `ask ${read}`).sort());
  const askedOnce = () => {
    // The shell's own requests took the early answers instead of asking again.
    expect(events.filter((event) => event === 'ask getUserOrder')).toHaveLength(1);
    expect(events.filter((event) => event === 'ask getUser')).toHaveLength(1);
    // The dashboard's journey too, once: asked early, taken by the page, and not asked again
    // when the live status opens with the pick-up the page already shows. So are the account's
    // language, the billing notice, the storage plan and the family (asked with the journey
    // before the shell renders: app/first-reads.ts).
    for (const operation of [
      'DashboardOrder',
      'AccountLanguage',
      'BillingNotice',
      'DashboardBilling',
      'DashboardFamily',
    ]) {
      expect(
        events.filter((event) => event === `ask ${operation}`),
        operation,
      ).toHaveLength(1);
    }
  };
  askedOnce();
  // The stored session token is fresh: the dashboard needed no Firebase.
  expect(events).not.toContain('session restored');
  expect(await fetchedScripts(page, /\/firebase-[0-9a-f]{4}\./)).toEqual([]);

  // The parent's first key loads it; it restores the same parent, and nothing is asked again.
  await page.keyboard.press('Tab');
  await expect.poll(() => events.includes('session restored')).toBe(true);
  await page.waitForTimeout(1000);
  askedOnce();
  await expect(page.locator('[aria-label="Your next step"]')).toContainText(
    'Next: Medical health form.',
  );
});

test('the avatar menu loads when first wanted and works by keyboard alone', async ({ page }) => {
  await signInAsNewFamily(page);
  const menuScripts = async () => (await fetchedScripts(page, /react-menu/)).length;
  // Not part of the dashboard's load (shown by now): Fluent's menu comes with the parent's
  // first move to it.
  expect(await menuScripts()).toBe(0);

  const avatar = page.getByRole('banner').getByRole('button', { name: 'Jordan Rivera' });
  await expect(avatar).toHaveAttribute('aria-haspopup', 'menu');
  while (!(await avatar.evaluate((element) => element === document.activeElement))) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Your profile' })).toBeFocused();
  expect(await menuScripts()).toBeGreaterThan(0);
  await page.keyboard.press('ArrowDown');
  await expect(
    menu.getByRole('menuitem', { name: 'Refer a friend (opens in a new tab)' }),
  ).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Log Out' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(avatar).toBeFocused();

  // Opened again, it is the same menu, now loaded.
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem', { name: 'Your profile' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Your profile' })).toBeVisible();
});

test('every external destination of the spec is where a parent looks, and opens in a new tab', async ({
  page,
  context,
}) => {
  /** A link to the bank's other sites: its address, a new tab, and the hint in its name. */
  const expectExternal = async (link: ReturnType<Page['getByRole']>, path: RegExp) => {
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', path);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  };
  // Signed out: the sign-in page's logo leads to the marketing home.
  await page.goto('/login');
  await expectExternal(
    page.getByRole('link', { name: 'Parent Portal (opens in a new tab)' }),
    /^https:\/\/[^/]+\/$/,
  );

  const parent = await createParent('Casey Linktest');
  await createOrder(parent, { child: 'Mia Linktest', stage: 'BIRTH_AND_PICKUP' });
  await signInAs(page, parent);
  const banner = page.getByRole('banner');
  await expectExternal(
    banner.getByRole('link', { name: 'Get $99 (opens in a new tab)' }),
    /\/ambassador$/,
  );
  await expectExternal(
    page.getByRole('navigation', { name: 'Portal' }).getByRole('link', {
      name: 'Knowledge Center (opens in a new tab)',
    }),
    /\/knowledge-center$/,
  );
  // The dashboard: collection steps on the pick-up step; courses and community among resources.
  const pickupStep = page
    .getByRole('list', { name: 'Your journey' })
    .getByRole('listitem')
    .filter({ hasText: 'Birth and kit pick-up' });
  const collectionSteps = 'How to collect the cord blood at the birth (opens in a new tab)';
  await expectExternal(
    pickupStep.getByRole('link', { name: collectionSteps }),
    /\/collection-steps$/,
  );
  const resources = page.getByRole('region', { name: 'Learn and connect' });
  await expectExternal(
    resources.getByRole('link', { name: 'Courses for expecting parents (opens in a new tab)' }),
    /\/courses$/,
  );
  await expectExternal(
    resources.getByRole('link', { name: 'The parent community (opens in a new tab)' }),
    /\/community$/,
  );
  // The support dialog: the help center.
  await banner.getByRole('button', { name: 'Support' }).click();
  const support = page.getByRole('dialog', { name: 'Support' });
  await expectExternal(
    support.getByRole('link', { name: 'help center (opens in a new tab)' }),
    /\/help-center$/,
  );
  await support.getByRole('button', { name: 'Close' }).click();
  // The avatar menu: the referral page, in a new tab.
  await banner.getByRole('button', { name: 'Casey Linktest' }).click();
  // The referral site stands in here (every other outside address is cut off by isolateNetwork).
  await context.route(/\/referral$/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Referral</title>' }),
  );
  const opened = context.waitForEvent('page');
  await page.getByRole('menuitem', { name: 'Refer a friend (opens in a new tab)' }).click();
  const referral = await opened;
  await referral.waitForLoadState();
  expect(referral.url()).toMatch(/\/referral$/);
  await referral.close();
  // The pick-up page: the collection steps again, before a pick-up is requested.
  await page.goto('/portal/pick-up');
  await expectExternal(page.getByRole('link', { name: collectionSteps }), /\/collection-steps$/);
});

test('Billing opens the billing portal (the local billing page of the functions service)', async ({
  page,
}) => {
  await signInAsNewFamily(page);
  await nav(page).getByRole('button', { name: 'Billing' }).click();
  await expect(page).toHaveURL(/\/billing\/local\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the portal' })).toBeVisible();
});

test.describe('narrow screens (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('burger menu, Billing / Knowledge Center / Log Out at the bottom, full-screen support', async ({
    page,
  }) => {
    await signInAsNewFamily(page);
    await expect(nav(page)).toBeHidden();
    await expectNoA11yViolations(page, 'dashboard at 375 px');
    const burger = page.getByRole('button', { name: 'Open menu' });
    await burger.click();
    await expect(nav(page)).toBeVisible();
    const account = nav(page).getByRole('list', { name: 'Account' });
    await expect(account.getByRole('button', { name: 'Billing' })).toBeVisible();
    await expect(account.getByRole('link', { name: /Knowledge Center/ })).toBeVisible();
    await expect(account.getByRole('button', { name: 'Log Out' })).toBeVisible();
    await expectNoA11yViolations(page, 'open navigation at 375 px');

    await nav(page).getByRole('link', { name: 'Request Kit Pick Up' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Request Kit Pick Up' }),
    ).toBeVisible();
    await expect(nav(page)).toBeHidden();

    await page.getByRole('button', { name: 'Support' }).click();
    const dialog = page.getByRole('dialog', { name: 'Support' });
    await expect(dialog.getByRole('link', { name: 'Email' })).toBeHidden();
    await expect(dialog.getByRole('link', { name: 'Call' })).toBeVisible();
    // Full-screen once its opening animation has settled (layout.spec.ts measures it too).
    await expect.poll(() => dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 740 });
  });
});

test('the dashboard does not shift while its journey and cards load (at Lighthouse’s desktop size)', async ({
  page,
}) => {
  // Tall enough to show the storage plan and the family card under the journey.
  await page.setViewportSize({ width: 1350, height: 940 });
  await signInAsNewFamily(page);
  await expect(page.getByRole('list', { name: 'Your journey' })).toBeVisible();
  // A reload, measured from the page's start: every layout shift Chromium records.
  await recordLayoutShifts(page);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Your journey' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Learn and connect' })).toBeVisible();
  await page.waitForTimeout(500);
  const total = await layoutShiftTotal(page);
  // Lighthouse shows three decimals: 0.000.
  expect(total).toBeLessThan(0.0005);
});

test('the pages a message opens do not shift while they load, on a phone: the child’s name comes with the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await signInAsNewFamily(page);
  await expect(page.getByRole('list', { name: 'Your journey' })).toBeVisible();
  await recordLayoutShifts(page);
  for (const { path, heading, ready } of [
    { path: '/portal/pick-up', heading: 'Request Kit Pick Up', ready: /^For / },
    { path: '/portal/medical-form', heading: 'Medical Health Form', ready: /^For / },
    { path: '/portal/stem-cell-key', heading: 'Stem Cell Certificate', ready: /^For / },
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(ready).first()).toBeVisible();
    await page.waitForTimeout(500);
    expect(await layoutShiftTotal(page), `layout shift on ${path}`).toBeLessThan(0.0005);
  }
});

test('the dashboard passes axe at 1280 px', async ({ page }) => {
  await signInAsNewFamily(page);
  await expect(page.getByRole('list', { name: 'Your journey' })).toBeVisible();
  await expectNoA11yViolations(page, 'dashboard at 1280 px');
});
