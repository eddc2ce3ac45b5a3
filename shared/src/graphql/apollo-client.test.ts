import { http, HttpResponse } from 'msw';
import { sdkIdToken } from '../session/sdk-token';
import { reportError } from '../error-reporting/error-reporting';
import { gatewayTestServer } from '../test-support/gateway-test-server';
import { getApolloClient, resetApolloClient } from './apollo-client';
import { CreateUserDocument } from './create-user.generated';
import { GetUserDocument, GetUserOrderDocument } from './operations.generated';
import { registerUser } from './register-user';

jest.mock('../session/sdk-token', () => ({ sdkIdToken: jest.fn() }));
jest.mock('../error-reporting/error-reporting', () => ({ reportError: jest.fn() }));

const mockedSdkIdToken = jest.mocked(sdkIdToken);
const mockedReportError = jest.mocked(reportError);
const { server, gateway } = gatewayTestServer();

beforeEach(() => {
  mockedSdkIdToken.mockResolvedValue(null);
});

const me = { id: 'u-1', profile: { email: 'mum@example.com', name: 'Mum' } };

function captureAuthorization(): string[] {
  const seen: string[] = [];
  server.use(
    gateway.query('getUser', ({ request }) => {
      seen.push(request.headers.get('authorization') ?? '<none>');
      return HttpResponse.json({ data: { me } });
    }),
  );
  return seen;
}

describe('Apollo client', () => {
  it('is one instance for the page', () => {
    expect(getApolloClient()).toBe(getApolloClient());
  });

  it('posts to {gateway}/graphql with a fresh token from the auth SDK', async () => {
    const seen = captureAuthorization();
    mockedSdkIdToken.mockResolvedValue('fresh-token');
    localStorage.setItem('anja_session', 'stored-token');

    const { data } = await getApolloClient().query({
      query: GetUserDocument,
      fetchPolicy: 'no-cache',
    });

    expect(data?.me.profile.email).toBe('mum@example.com');
    expect(seen).toEqual(['Bearer fresh-token']);
  });

  it('falls back to the stored session token', async () => {
    const seen = captureAuthorization();
    localStorage.setItem('anja_session', 'stored-token');
    await getApolloClient().query({ query: GetUserDocument, fetchPolicy: 'no-cache' });
    expect(seen).toEqual(['Bearer stored-token']);
  });

  it('sends an empty bearer when there is no token at all', async () => {
    const seen = captureAuthorization();
    await getApolloClient().query({ query: GetUserDocument, fetchPolicy: 'no-cache' });
    // Fetch trims header values, so `Bearer ` arrives as `Bearer`.
    expect(seen).toEqual(['Bearer']);
  });

  it.each([
    ['getUser', GetUserDocument],
    ['getUserOrder', GetUserOrderDocument],
  ] as const)(
    'reports a failing %s (the me queries): operation name and message only',
    async (name, query) => {
      server.use(
        gateway.query(name, () =>
          HttpResponse.json({ data: null, errors: [{ message: 'Not authorised' }] }),
        ),
      );

      await expect(getApolloClient().query({ query, fetchPolicy: 'no-cache' })).rejects.toThrow();

      expect(mockedReportError).toHaveBeenCalledTimes(1);
      const [error, context] = mockedReportError.mock.calls[0] ?? [];
      expect((error as Error).message).toBe(`${name}: Not authorised`);
      expect(context).toEqual({ tags: { operation: name } });
    },
  );

  it('reports a network failure of a me query', async () => {
    server.use(http.post('http://gateway.test/graphql', () => HttpResponse.error()));
    await expect(
      getApolloClient().query({ query: GetUserOrderDocument, fetchPolicy: 'no-cache' }),
    ).rejects.toThrow();
    expect(mockedReportError).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringMatching(/^getUserOrder: /) }),
      { tags: { operation: 'getUserOrder' } },
    );
  });

  it('does not report failures of other operations, and never their variables', async () => {
    server.use(
      gateway.mutation('CreateUser', () =>
        HttpResponse.json({ data: null, errors: [{ message: 'Denied' }] }),
      ),
    );
    await expect(
      getApolloClient().mutate({
        mutation: CreateUserDocument,
        variables: { input: { id: 'u', email: 'e@example.com', name: 'n' } },
      }),
    ).rejects.toThrow();
    expect(mockedReportError).not.toHaveBeenCalled();
  });

  it('resetApolloClient empties the cache', async () => {
    server.use(gateway.query('getUser', () => HttpResponse.json({ data: { me } })));
    const client = getApolloClient();
    await client.query({ query: GetUserDocument });
    expect(client.readQuery({ query: GetUserDocument })).not.toBeNull();
    await resetApolloClient();
    expect(client.readQuery({ query: GetUserDocument })).toBeNull();
  });
});

describe('registerUser', () => {
  it('runs CreateUser with the input and returns user.createUser', async () => {
    let variables: unknown;
    server.use(
      gateway.mutation('CreateUser', ({ variables: received }) => {
        variables = received;
        return HttpResponse.json({
          data: {
            user: {
              createUser: { id: 'u-1', email: 'mum@example.com', name: 'Mum', __typename: 'User' },
            },
          },
        });
      }),
    );

    const created = await registerUser({ id: 'u-1', email: 'mum@example.com', name: 'Mum' });

    expect(variables).toEqual({ input: { id: 'u-1', email: 'mum@example.com', name: 'Mum' } });
    expect(created).toMatchObject({ id: 'u-1', email: 'mum@example.com', name: 'Mum' });
  });
});
