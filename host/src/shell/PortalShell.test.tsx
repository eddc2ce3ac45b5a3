import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from '@portal/shared/router';
import { setOrders } from '@portal/shared';
import {
  renderWithPortal,
  resetPortalStores,
  settleRequestsAfterEach,
  signInForTests,
} from '@portal/shared/testing';
import { PortalShell } from './PortalShell';

const server = setupServer(
  graphql.link('http://gateway.test/graphql').query('getUser', () =>
    HttpResponse.json({
      data: {
        me: {
          __typename: 'Me',
          id: 'test-user-1',
          profile: { __typename: 'Profile', email: 'parent@example.com', name: 'Test Parent' },
        },
      },
    }),
  ),
  graphql
    .link('http://gateway.test/graphql')
    .query('AccountLanguage', () =>
      HttpResponse.json({ data: { me: { id: 'test-user-1', profile: { language: null } } } }),
    ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());
settleRequestsAfterEach(server);
beforeEach(async () => {
  resetPortalStores();
  signInForTests();
});

/** The declarations of every `@media print` rule whose selector matches `element`. */
function printStyles(element: Element): string[] {
  const found: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSMediaRule) || rule.media.mediaText !== 'print') continue;
      for (const inner of Array.from(rule.cssRules)) {
        if (inner instanceof CSSStyleRule && element.matches(inner.selectorText)) {
          found.push(inner.style.cssText);
        }
      }
    }
  }
  return found;
}

it('prints the page content alone: the header and the side navigation are hidden in print', () => {
  renderWithPortal(
    <Routes>
      <Route path="/portal" element={<PortalShell />}>
        <Route index element={<h1>The certificate</h1>} />
      </Route>
    </Routes>,
    { route: '/portal' },
  );
  const header = document.querySelector('header') as Element;
  const nav = screen.getByRole('navigation', { name: 'Portal' });
  const main = screen.getByRole('main');
  expect(printStyles(header)).toContain('display: none;');
  expect(printStyles(nav)).toContain('display: none;');
  expect(printStyles(main)).toContainEqual(expect.stringMatching(/padding: 0/));
  expect(printStyles(screen.getByRole('heading', { name: 'The certificate' }))).toEqual([]);
});

it("shows a past-due child's banner in the content, before the page, after the header", async () => {
  server.use(
    graphql.link('http://gateway.test/graphql').query('BillingNotice', ({ variables }) =>
      HttpResponse.json({
        data: {
          order: {
            id: variables.id,
            childName: 'Maya Rivera',
            billing: {
              notice: {
                kind: 'PAST_DUE',
                date: '2027-04-13T08:00:00Z',
                amountCents: 17_500,
                currency: 'usd',
                respondBy: '2027-05-04T08:00:00Z',
              },
            },
          },
        },
      }),
    ),
  );
  setOrders([{ id: 'order-maya', purchaserName: 'Jordan Rivera' }]);
  renderWithPortal(
    <Routes>
      <Route path="/portal" element={<PortalShell />}>
        <Route path="pick-up" element={<h1>Request a kit pick-up</h1>} />
      </Route>
    </Routes>,
    { route: '/portal/pick-up' },
  );
  const banner = await within(screen.getByRole('main')).findByRole('region', {
    name: 'Storage payment',
  });
  const page = screen.getByRole('heading', { name: 'Request a kit pick-up' });
  expect(banner.compareDocumentPosition(page) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  const header = document.querySelector('header') as Element;
  expect(header.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  // A printed page (the certificate) is its content alone.
  expect(printStyles(banner)).toContain('display: none;');
});
