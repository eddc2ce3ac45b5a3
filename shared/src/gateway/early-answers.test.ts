import { http, HttpResponse } from 'msw';
import { sdkIdToken } from '../session/sdk-token';
import { reportError } from '../error-reporting/error-reporting';
import { GetUserDocument, GetUserOrderDocument } from '../graphql/operations.generated';
import { gatewayTestServer } from '../test-support/gateway-test-server';
import {
  EARLY_ANSWER_MAX_AGE_MS,
  readGatewayEarly,
  readGatewayOperationEarly,
} from './early-answers';
import { requestGateway } from './gateway-request';
import { resetGatewayQueries } from './gateway-queries';
import { unsignedToken } from '../testing/unsigned-token';

jest.mock('../session/sdk-token', () => ({ sdkIdToken: jest.fn() }));
// The auth provider is on its way (as on a page whose stored token is near expiry): requests
// take the SDK's token, which may speak for another parent than the stored one.
jest.mock('../session/firebase', () => ({ authProviderRequested: () => true }));
jest.mock('../error-reporting/error-reporting', () => ({ reportError: jest.fn() }));

const mockedSdkIdToken = jest.mocked(sdkIdToken);
const { server } = gatewayTestServer();

const token = (sub: string, expiresInS = 3600) =>
  unsignedToken({ sub, exp: Math.floor(Date.now() / 1000) + expiresInS });

/** Answers getUserOrder with the requests' count, and records each Authorization header. */
function countingGateway(status = 200) {
  const seen: (string | null)[] = [];
  server.use(
    http.post('http://gateway.test/graphql', ({ request }) => {
      seen.push(request.headers.get('authorization'));
      if (status !== 200) return new HttpResponse('Unauthorised', { status });
      return HttpResponse.json({ data: { me: { id: 'u', orders: [], request: seen.length } } });
    }),
  );
  return seen;
}

beforeEach(() => {
  resetGatewayQueries();
  mockedSdkIdToken.mockReset();
  jest.mocked(reportError).mockClear();
});

it("reads with the stored token, and the same parent's first request takes that answer", async () => {
  const stored = token('parent-1');
  localStorage.setItem('anja_session', stored);
  const seen = countingGateway();

  const early = readGatewayEarly(GetUserOrderDocument);
  expect(early).not.toBeNull();
  expect(readGatewayEarly(GetUserOrderDocument)).toBe(early); // asked once
  mockedSdkIdToken.mockResolvedValue(token('parent-1')); // the restored session, a newer token

  await expect(requestGateway(GetUserOrderDocument)).resolves.toMatchObject({
    me: { request: 1 },
  });
  expect(seen).toEqual([`Bearer ${stored}`]);

  // Taken once: the next request asks the gateway.
  await expect(requestGateway(GetUserOrderDocument)).resolves.toMatchObject({
    me: { request: 2 },
  });
});

it("never hands one parent's early answer to another", async () => {
  localStorage.setItem('anja_session', token('parent-1'));
  const seen = countingGateway();
  readGatewayEarly(GetUserOrderDocument);
  const other = token('parent-2');
  mockedSdkIdToken.mockResolvedValue(other);

  await expect(requestGateway(GetUserOrderDocument)).resolves.toMatchObject({
    me: { request: 2 },
  });
  expect(seen[1]).toBe(`Bearer ${other}`);
});

it('asks nothing without a stored token, or with one that is expired or about to expire', () => {
  const seen = countingGateway();
  expect(readGatewayEarly(GetUserOrderDocument)).toBeNull();
  localStorage.setItem('anja_session', token('parent-1', -10));
  expect(readGatewayEarly(GetUserOrderDocument)).toBeNull();
  localStorage.setItem('anja_session', token('parent-1', 30));
  expect(readGatewayEarly(GetUserOrderDocument)).toBeNull();
  localStorage.setItem('anja_session', 'not-a-jwt');
  expect(readGatewayEarly(GetUserOrderDocument)).toBeNull();
  expect(seen).toEqual([]);
});

it('asks again, and reports nothing of the early read, when the early read failed', async () => {
  localStorage.setItem('anja_session', token('parent-1'));
  countingGateway(401);
  await expect(readGatewayEarly(GetUserOrderDocument)).rejects.toThrow();
  const fresh = token('parent-1');
  mockedSdkIdToken.mockResolvedValue(fresh);
  const seen = countingGateway();

  await expect(requestGateway(GetUserOrderDocument)).resolves.toMatchObject({
    me: { request: 1 },
  });
  expect(seen).toEqual([`Bearer ${fresh}`]);
  expect(reportError).not.toHaveBeenCalled();
});

it('drops an early answer that is too old, and every early answer at log out', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  try {
    localStorage.setItem('anja_session', token('parent-1'));
    mockedSdkIdToken.mockResolvedValue(token('parent-1'));
    const seen = countingGateway();
    readGatewayEarly(GetUserOrderDocument);
    readGatewayEarly(GetUserDocument);
    jest.setSystemTime(Date.now() + EARLY_ANSWER_MAX_AGE_MS + 1);
    await requestGateway(GetUserOrderDocument);
    expect(seen).toHaveLength(3); // two early reads, then getUserOrder asked again

    resetGatewayQueries(); // log out
    await requestGateway(GetUserDocument);
    expect(seen).toHaveLength(4);
  } finally {
    jest.useRealTimers();
  }
});

it("reads an operation given as its text (a remote's first read), which the page's request of the same name and variables takes", async () => {
  const stored = token('parent-1');
  localStorage.setItem('anja_session', stored);
  const bodies: unknown[] = [];
  server.use(
    http.post('http://gateway.test/graphql', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ data: { me: { id: 'u', orders: [], request: bodies.length } } });
    }),
  );
  const operation = { operationName: 'getUserOrder', query: 'query getUserOrder { me { id } }' };

  const early = readGatewayOperationEarly(
    operation,
    {},
    { graphqlUrl: 'http://gateway.test/graphql' },
  );
  expect(early).not.toBeNull();
  mockedSdkIdToken.mockResolvedValue(token('parent-1'));
  await expect(requestGateway(GetUserOrderDocument)).resolves.toMatchObject({
    me: { request: 1 },
  });
  expect(bodies).toEqual([{ ...operation, variables: {} }]);
});
