import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { waitFor } from '@testing-library/react';
import { resetPortalStores, sessionTokenFor } from '@portal/shared/testing';
import { startEarlyReads } from './early-reads';

const gateway = graphql.link('http://gateway.test/graphql');
const server = setupServer();
const asked: string[] = [];

const storedToken = sessionTokenFor('parent-1', 60);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  // Not configured: main.js asks before @portal/shared is, naming the gateway from the document.
  resetPortalStores();
  localStorage.clear();
  asked.length = 0;
  server.use(
    gateway.query('getUserOrder', () => {
      asked.push('getUserOrder');
      const orders = [
        { id: 'order-1', purchaserName: 'Mum' },
        { id: 'order-2', purchaserName: 'Mum' },
      ];
      return HttpResponse.json({ data: { me: { id: 'parent-1', orders } } });
    }),
    gateway.query('getUser', () => {
      asked.push('getUser');
      return HttpResponse.json({
        data: { me: { id: 'parent-1', profile: { email: 'a@example.com', name: 'A' } } },
      });
    }),
    ...[
      'DashboardOrder',
      'DashboardBilling',
      'DashboardFamily',
      'BillingNotice',
      'SelectedChild',
    ].map((name) =>
      gateway.query(name, ({ variables }) => {
        asked.push(`${name} ${String(variables['id'])}`);
        return HttpResponse.json({ data: { order: null } });
      }),
    ),
    gateway.query('PickupOrder', ({ variables }) => {
      asked.push(`PickupOrder ${String(variables['id'])}`);
      return HttpResponse.json({ data: { order: null } });
    }),
    gateway.query('AccountLanguage', () => {
      asked.push('AccountLanguage');
      return HttpResponse.json({ data: { me: { id: 'parent-1', profile: { language: 'ES' } } } });
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  delete window.portalEarlyRouteManifest;
});
afterAll(() => server.close());

/** The runtime document as main.js reads it early: the gateway is named by its env. */
const portalDocument = Promise.resolve({ env: { GQL_DOMAIN: ' http://gateway.test/ ' } });

/** A whole runtime document (one parseConfig accepts) whose portal speaks these languages. */
const speaking = (languages: string) =>
  Promise.resolve({
    env: {
      FUNCTIONS_DOMAIN: 'http://functions.test',
      GQL_DOMAIN: 'http://gateway.test',
      FIREBASE_API_KEY: 'key',
      FIREBASE_AUTH_DOMAIN: 'auth.test',
      FIREBASE_PROJECT_ID: 'portal',
      LANGUAGES: languages,
    },
  });

const settled = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 50);
  });

it("asks on the dashboard for the orders and the profile, then the last order's journey, plan, family and billing notice", async () => {
  localStorage.setItem('anja_session', storedToken);
  startEarlyReads('/portal', portalDocument);
  await waitFor(() => expect(asked).toHaveLength(6));
  expect(asked.slice(0, 2).sort()).toEqual(['getUser', 'getUserOrder']);
  expect(asked.slice(2).sort()).toEqual([
    'BillingNotice order-2',
    'DashboardBilling order-2',
    'DashboardFamily order-2',
    'DashboardOrder order-2',
  ]);
  await settled();
  expect(asked).toHaveLength(6);
});

it("asks for the shell's reads only, on another portal page", async () => {
  localStorage.setItem('anja_session', storedToken);
  startEarlyReads('/portal/pick-up', portalDocument);
  await waitFor(() => expect(asked).toHaveLength(3));
  await settled();
  expect(asked.sort()).toEqual(['BillingNotice order-2', 'getUser', 'getUserOrder']);
});

it("asks on a remote's page for the reads its manifest names, with the child shown", async () => {
  localStorage.setItem('anja_session', storedToken);
  const query = 'query PickupOrder($id: ID!) { order(id: $id) { id } }';
  window.portalEarlyRouteManifest = Promise.resolve({
    metaData: { firstReads: [{ path: '/portal/pick-up', operationName: 'PickupOrder', query }] },
  });
  startEarlyReads('/portal/pick-up', portalDocument);
  await waitFor(() => expect(asked).toHaveLength(4));
  await settled();
  expect(asked.sort()).toEqual([
    'BillingNotice order-2',
    'PickupOrder order-2',
    'getUser',
    'getUserOrder',
  ]);
});

it("asks for the account's language where the portal speaks more than one", async () => {
  localStorage.setItem('anja_session', storedToken);
  startEarlyReads('/portal/pick-up', speaking('en,es'));
  await waitFor(() => expect(asked).toContain('AccountLanguage'));
  asked.length = 0;
  resetPortalStores();
  startEarlyReads('/portal/pick-up', speaking('en'));
  await waitFor(() => expect(asked).toHaveLength(3));
  await settled();
  expect(asked).not.toContain('AccountLanguage');
});

it('asks nothing off the portal, or without a stored session token', async () => {
  localStorage.setItem('anja_session', storedToken);
  startEarlyReads('/login', portalDocument);
  localStorage.clear();
  startEarlyReads('/portal', portalDocument);
  await settled();
  expect(asked).toEqual([]);
});

it('asks nothing when the runtime document names no usable gateway, or could not be read', async () => {
  localStorage.setItem('anja_session', storedToken);
  startEarlyReads('/portal', Promise.resolve({ env: { GQL_DOMAIN: 'gateway.test' } }));
  startEarlyReads('/portal', Promise.resolve(null));
  startEarlyReads('/portal', Promise.reject(new Error('offline')));
  await settled();
  expect(asked).toEqual([]);
});

it('asks for the reads of the child the parent was last shown with the orders, not after them', async () => {
  localStorage.setItem('anja_session', storedToken);
  localStorage.setItem('portal_child', JSON.stringify(['parent-1', 'order-2', 'Maya']));
  let answerOrders: () => void = () => undefined;
  const ordersHeld = new Promise<void>((resolve) => {
    answerOrders = resolve;
  });
  server.use(
    gateway.query('getUserOrder', async () => {
      asked.push('getUserOrder');
      await ordersHeld;
      const orders = [
        { id: 'order-1', purchaserName: 'Mum' },
        { id: 'order-2', purchaserName: 'Mum' },
      ];
      return HttpResponse.json({ data: { me: { id: 'parent-1', orders } } });
    }),
  );
  startEarlyReads('/portal/pick-up', portalDocument);
  // The orders not answered yet: the kept child's billing notice is asked already.
  await waitFor(() => expect(asked).toContain('BillingNotice order-2'));
  answerOrders();
  await settled();
  // The orders name the same child: nothing of it is asked twice.
  expect(asked.sort()).toEqual(['BillingNotice order-2', 'getUser', 'getUserOrder']);
});

it("asks for the child the orders name where the kept one is another, and never another parent's kept child", async () => {
  localStorage.setItem('anja_session', storedToken);
  localStorage.setItem('portal_child', JSON.stringify(['parent-1', 'order-1', 'Leo']));
  startEarlyReads('/portal/pick-up', portalDocument);
  await waitFor(() => expect(asked).toHaveLength(4));
  await settled();
  expect(asked.sort()).toEqual([
    'BillingNotice order-1',
    'BillingNotice order-2',
    'getUser',
    'getUserOrder',
  ]);

  asked.length = 0;
  resetPortalStores();
  localStorage.setItem('anja_session', storedToken);
  localStorage.setItem('portal_child', JSON.stringify(['parent-9', 'order-9', 'Ada']));
  startEarlyReads('/portal/pick-up', portalDocument);
  await waitFor(() => expect(asked).toHaveLength(3));
  await settled();
  expect(asked.sort()).toEqual(['BillingNotice order-2', 'getUser', 'getUserOrder']);
});
