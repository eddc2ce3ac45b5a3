/**
 * Signing out empties every store that holds one parent's data, though the auth module knows
 * none of them: each subscribes to the session's signed-out event.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { analytics } from './analytics/analytics';
import { logout } from './auth/auth-actions';
import { authStore, resetAuth } from './auth/auth-store';
import { resetFirebaseAuth } from './session/firebase';
import { SESSION_TOKEN_KEY } from './session/session';
import { readGatewayEarly, takeEarlyAnswer } from './gateway/early-answers';
import { useGatewayQuery } from './gateway/gateway-queries';
import { useQuery } from './graphql/hooks';
import { GetUserDocument } from './graphql/operations.generated';
import { orderStore, setOrders } from './orders/order-store';
import { authModule, fakeAuth, fakeUser, resetFakeFirebase } from './test-support/fake-firebase';
import { gatewayTestServer } from './test-support/gateway-test-server';
import { unsignedToken } from './testing/unsigned-token';

jest.mock('firebase/app', () => jest.requireActual('./test-support/fake-firebase').appModule);
jest.mock('firebase/auth', () => jest.requireActual('./test-support/fake-firebase').authModule);
jest.mock('./error-reporting/error-reporting', () => ({ reportError: () => undefined }));

const { server, gateway } = gatewayTestServer();

const token = unsignedToken({ sub: 'uid-1', exp: 4_000_000_000 });

beforeEach(() => {
  resetFakeFirebase();
  resetFirebaseAuth();
  resetAuth();
  server.use(
    gateway.query('getUser', () =>
      HttpResponse.json({
        data: { me: { id: 'uid-1', profile: { email: 'pat@example.com', name: 'Pat' } } },
      }),
    ),
  );
});

it('signs out and finds every store empty', async () => {
  const user = fakeUser();
  user.getIdToken.mockResolvedValue(token);
  fakeAuth.currentUser = user;
  authModule.signOut.mockResolvedValue(undefined);
  authStore.setState({
    loading: false,
    user: { id: 'uid-1', email: 'pat@example.com', emailVerified: true, displayName: 'Pat' },
  });
  localStorage.setItem(SESSION_TOKEN_KEY, token);
  setOrders([{ id: 'o-1', purchaserName: 'Pat' }]);
  const shell = renderHook(() => useGatewayQuery(GetUserDocument));
  await waitFor(() => expect(shell.result.current.data?.me.profile.name).toBe('Pat'));
  shell.unmount();
  readGatewayEarly(GetUserDocument); // an early answer still waiting to be taken
  // A page's read of the same query (the pages and the shell share one store).
  const page = renderHook(() => useQuery(GetUserDocument));
  await waitFor(() => expect(page.result.current.data?.me.profile.name).toBe('Pat'));
  page.unmount();
  const resetIdentity = jest.spyOn(analytics, 'reset').mockImplementation(() => undefined);

  await logout();

  expect(authStore.getState().user).toBeNull();
  expect(localStorage.getItem(SESSION_TOKEN_KEY)).toBeNull();
  expect(orderStore.getState()).toMatchObject({ orders: [], selected: null, loaded: false });
  expect(takeEarlyAnswer('getUser:{}', token)).toBeNull();
  expect(renderHook(() => useGatewayQuery(GetUserDocument)).result.current).toMatchObject({
    data: undefined,
    loading: true,
  });
  expect(renderHook(() => useQuery(GetUserDocument)).result.current).toMatchObject({
    data: undefined,
    loading: true,
  });
  expect(resetIdentity).toHaveBeenCalledTimes(1);
});

it('the auth module imports none of the stores it empties', () => {
  const authDir = join(__dirname, 'auth');
  const sources = readdirSync(authDir)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => readFileSync(join(authDir, file), 'utf8'))
    .join('\n');
  const imported = [...sources.matchAll(/from '\.\.\/([\w-]+)\//g)].map((match) => match[1]);
  expect(imported.length).toBeGreaterThan(0);
  for (const store of ['orders', 'gateway', 'graphql', 'analytics', 'notifications']) {
    expect(imported).not.toContain(store);
  }
});
