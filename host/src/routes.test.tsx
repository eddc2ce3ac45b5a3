import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { routePageName, routeTransactionName, routes } from '@portal/shared';
import {
  renderWithPortal,
  resetPortalStores,
  settleRequestsAfterEach,
  signInForTests,
} from '@portal/shared/testing';
import { REMOTE_ROUTES } from './remotes/route-remotes';
import { AppRoutes } from './routes';

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
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());
settleRequestsAfterEach(server);
beforeEach(async () => {
  resetPortalStores();
  signInForTests();
});

// Analytics and error reporting name a page after its route in @portal/shared's route table
// (route-names.ts): a route this table renders must be there, or its transactions would be
// named '/404' and dropped, and its page views named 'Page not found'.
it.each([routes.dashboard, routes.familyJoin, ...Object.values(REMOTE_ROUTES).flat()])(
  '%s, a page of the route table, is traced and viewed under its own route',
  (path) => {
    expect(routeTransactionName(path)).toBe(path);
    expect(routePageName(path)).not.toBe('Page not found');
  },
);

it.each(['/nope', '/portal/nope', '/Portal/Nope/', '/portal/pick-up/extra', '/404'])(
  '%s renders the not-found route, whose transactions are named /404 (not sent)',
  async (path) => {
    renderWithPortal(<AppRoutes />, { route: path });
    // The not-found page and, under /portal, the shell are lazy chunks: their first import in
    // this file compiles their modules (about 0.4 s here, over 1 s on a busy CI machine).
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'We could not find that page' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(document.title).toBe('Page not found · Parent Portal');
    expect(routeTransactionName(path)).toBe(routes.notFound);
    expect(routePageName(path)).toBe('Page not found');
  },
);
