import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { authStore, initialAuthState, type PortalUser } from '../auth/auth-store';
import { sdkIdToken } from '../session/sdk-token';
import { reportError } from '../error-reporting/error-reporting';
import { configureForTests } from '../testing/test-config';
import { renderHook, waitFor } from '@testing-library/react';
import { requestGateway } from '../gateway/gateway-request';
import { useQuery } from '../graphql/hooks';
import { SelectedChildDocument } from './selected-child.generated';
import { ensureOrders, orderStore, resetOrders, setOrders, swapOrder } from './order-store';

jest.mock('../session/sdk-token', () => ({ sdkIdToken: jest.fn(async () => 'token') }));
jest.mock('../error-reporting/error-reporting', () => ({ reportError: jest.fn() }));

const mockedReportError = jest.mocked(reportError);
const gateway = graphql.link('http://gateway.test/graphql');
const server = setupServer();

const a = { id: 'o-a', purchaserName: 'Ann' };
const b = { id: 'o-b', purchaserName: 'Ben' };
const c = { id: 'o-c', purchaserName: 'Cat' };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  configureForTests();
  resetOrders();
  authStore.setState(initialAuthState);
  jest.mocked(sdkIdToken).mockResolvedValue('token');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('order selection', () => {
  it('selects the last order on the first load and sets multiple', () => {
    setOrders([a, b, c]);
    expect(orderStore.getState()).toMatchObject({
      orders: [a, b, c],
      selected: c,
      multiple: true,
      loaded: true,
      loading: false,
      error: null,
    });
  });

  it('one order: selected, not multiple; none: nothing selected', () => {
    setOrders([a]);
    expect(orderStore.getState()).toMatchObject({ selected: a, multiple: false });
    resetOrders();
    setOrders([]);
    expect(orderStore.getState()).toMatchObject({ selected: null, multiple: false, loaded: true });
  });

  it('swaps to the next order, wrapping to the first after the last', () => {
    setOrders([a, b, c]);
    swapOrder();
    expect(orderStore.getState().selected).toEqual(a);
    swapOrder();
    expect(orderStore.getState().selected).toEqual(b);
    swapOrder();
    expect(orderStore.getState().selected).toEqual(c);
  });

  it('does not swap with a single order', () => {
    setOrders([a]);
    const before = orderStore.getState();
    swapOrder();
    expect(orderStore.getState().selected).toEqual(a);
    expect(orderStore.getState()).toBe(before);
  });

  it('keeps the selection on a later load when it is still there', () => {
    setOrders([a, b, c]);
    swapOrder(); // a
    setOrders([a, b, c, { id: 'o-d', purchaserName: 'Dan' }]);
    expect(orderStore.getState().selected).toEqual(a);
  });

  it('selects the last order on a later load when the selection is gone', () => {
    setOrders([a, b]);
    swapOrder(); // a
    setOrders([b, c]);
    expect(orderStore.getState().selected).toEqual(c);
  });

  it('selects the last again after a reset (log out, next parent)', () => {
    setOrders([a, b]);
    swapOrder();
    resetOrders();
    setOrders([a, b]);
    expect(orderStore.getState().selected).toEqual(b);
  });
});

describe('ensureOrders', () => {
  function serveOrders(orders = [a, b]) {
    const calls: string[] = [];
    server.use(
      gateway.query('getUserOrder', ({ request }) => {
        calls.push(request.headers.get('authorization') ?? '');
        return HttpResponse.json({
          data: { me: { id: 'u-1', orders: orders.map((o) => ({ ...o, __typename: 'Order' })) } },
        });
      }),
    );
    return calls;
  }

  it('loads getUserOrder and selects the last order', async () => {
    const calls = serveOrders();
    await ensureOrders('/portal');
    expect(calls).toEqual(['Bearer token']);
    expect(orderStore.getState()).toMatchObject({
      orders: [a, b],
      selected: b,
      multiple: true,
      loaded: true,
      loading: false,
    });
  });

  it('does nothing on the login route', async () => {
    const calls = serveOrders();
    await ensureOrders('/login');
    expect(calls).toEqual([]);
    expect(orderStore.getState().loaded).toBe(false);
  });

  it('does nothing when the orders are loaded', async () => {
    const calls = serveOrders();
    setOrders([a]);
    await ensureOrders('/portal');
    expect(calls).toEqual([]);
  });

  it('sends one request while a load is in flight', async () => {
    const calls = serveOrders();
    await Promise.all([ensureOrders('/portal'), ensureOrders('/portal/pick-up')]);
    expect(calls).toHaveLength(1);
  });

  it('fetches from the network, not the cache', async () => {
    const calls = serveOrders();
    await ensureOrders('/portal');
    resetOrders();
    await ensureOrders('/portal');
    expect(calls).toHaveLength(2);
  });

  it('holds an error, reports it, and retries on the next call', async () => {
    server.use(
      gateway.query('getUserOrder', () =>
        HttpResponse.json({ data: null, errors: [{ message: 'Unauthenticated' }] }),
      ),
    );
    await ensureOrders('/portal');
    expect(orderStore.getState()).toMatchObject({ loading: false, loaded: false });
    expect(orderStore.getState().error).toBeInstanceOf(Error);
    expect(mockedReportError).toHaveBeenCalledTimes(1);

    serveOrders([a]);
    await ensureOrders('/portal');
    expect(orderStore.getState()).toMatchObject({ loaded: true, selected: a, error: null });
  });

  describe('and the verified-email rule (the gateway refuses order data otherwise)', () => {
    const parent = (emailVerified: boolean): PortalUser => ({
      id: 'u-1',
      email: 'parent@example.com',
      emailVerified,
      displayName: 'Ann',
    });
    // Emulator-style ID tokens: only the payload matters to the browser.
    const idToken = (emailVerified: boolean) =>
      `e30.${btoa(JSON.stringify({ sub: 'u-1', exp: 4_000_000_000, email_verified: emailVerified })).replace(/=+$/, '')}.`;

    /** A gateway that answers order data only to a token that says the email is verified. */
    function serveOrdersToVerifiedTokens() {
      const calls: string[] = [];
      server.use(
        gateway.query('getUserOrder', ({ request }) => {
          const authorization = request.headers.get('authorization') ?? '';
          calls.push(authorization);
          if (authorization !== `Bearer ${idToken(true)}`) {
            return HttpResponse.json({
              data: null,
              errors: [
                { message: 'Verify your email', extensions: { code: 'EMAIL_NOT_VERIFIED' } },
              ],
            });
          }
          return HttpResponse.json({
            data: { me: { id: 'u-1', orders: [{ ...a, __typename: 'Order' }] } },
          });
        }),
      );
      return calls;
    }

    it('asks nothing for a parent whose email is not verified', async () => {
      const calls = serveOrdersToVerifiedTokens();
      authStore.setState({ loading: false, user: parent(false) });
      await ensureOrders('/portal');
      expect(calls).toEqual([]);
      expect(orderStore.getState()).toMatchObject({ loaded: false, loading: false, error: null });
    });

    it('first refreshes a token minted before the email was verified (verified in another tab)', async () => {
      let current = idToken(false);
      jest.mocked(sdkIdToken).mockImplementation(async (forceRefresh) => {
        if (forceRefresh) current = idToken(true);
        return current;
      });
      const calls = serveOrdersToVerifiedTokens();
      authStore.setState({ loading: false, user: parent(true) });
      await ensureOrders('/portal');
      expect(calls).toEqual([`Bearer ${idToken(true)}`]);
      expect(orderStore.getState()).toMatchObject({ loaded: true, selected: a, error: null });
      expect(mockedReportError).not.toHaveBeenCalled();
    });

    it('does not refresh a token that already says the email is verified', async () => {
      jest.mocked(sdkIdToken).mockResolvedValue(idToken(true));
      serveOrdersToVerifiedTokens();
      authStore.setState({ loading: false, user: parent(true) });
      await ensureOrders('/portal');
      expect(jest.mocked(sdkIdToken).mock.calls.filter(([force]) => force)).toEqual([]);
      expect(orderStore.getState()).toMatchObject({ loaded: true, selected: a });
    });
  });

  it('ignores an answer that arrives after a reset', async () => {
    serveOrders();
    const loading = ensureOrders('/portal');
    resetOrders();
    await loading;
    expect(orderStore.getState()).toMatchObject({ loaded: false, orders: [], selected: null });
  });
});

describe('a child whose access ended', () => {
  const REVOKED = {
    message: "You no longer have access to this child's journey.",
    extensions: { code: 'FORBIDDEN', reason: 'ACCESS_REVOKED' },
  };
  let orderReads = 0;

  beforeEach(() => {
    orderReads = 0;
    server.use(
      gateway.query('getUserOrder', () => {
        orderReads += 1;
        return HttpResponse.json({ data: { me: { id: 'u-1', orders: [a] } } });
      }),
      gateway.query('SelectedChild', () =>
        HttpResponse.json({ data: { order: null }, errors: [REVOKED] }),
      ),
    );
  });

  it('leaves the list at the first refusal a page’s read gets, and another child is selected', async () => {
    setOrders([a, b]);
    const page = renderHook(() => useQuery(SelectedChildDocument, { variables: { id: b.id } }));
    await waitFor(() => expect(page.result.current.error).not.toBeNull());
    await waitFor(() => expect(orderStore.getState()).toMatchObject({ orders: [a], selected: a }));
    expect(orderReads).toBe(1);
  });

  it('leaves the list at the first refusal of a shell read, once for refusals that arrive together', async () => {
    setOrders([a, b]);
    const read = () => requestGateway(SelectedChildDocument, { id: b.id });
    await Promise.all([expect(read()).rejects.toThrow(), expect(read()).rejects.toThrow()]);
    await waitFor(() => expect(orderStore.getState()).toMatchObject({ orders: [a], selected: a }));
    expect(orderReads).toBe(1);
  });
});
