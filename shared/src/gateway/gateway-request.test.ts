import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { sdkIdToken } from '../session/sdk-token';
import { reportError } from '../error-reporting/error-reporting';
import { gatewayTestServer } from '../test-support/gateway-test-server';
import { CreateUserDocument } from '../graphql/create-user.generated';
import { GetUserDocument, GetUserOrderDocument } from '../graphql/operations.generated';
import { GatewayRequestError, requestGateway } from './gateway-request';
import { registerGatewayReader } from './gateway-readers';

jest.mock('../session/sdk-token', () => ({ sdkIdToken: jest.fn() }));
jest.mock('../error-reporting/error-reporting', () => ({ reportError: jest.fn() }));

const mockedSdkIdToken = jest.mocked(sdkIdToken);
const mockedReportError = jest.mocked(reportError);
const { server, gateway } = gatewayTestServer();

beforeEach(() => {
  mockedSdkIdToken.mockResolvedValue(null);
  mockedReportError.mockClear();
});

const me = { id: 'u-1', orders: [{ id: 'o-1', purchaserName: 'Mum' }] };

it("posts the spec's request: operation name, variables and query text, with the bearer token", async () => {
  const seen: unknown[] = [];
  server.use(
    http.post('http://gateway.test/graphql', async ({ request }) => {
      seen.push({
        authorization: request.headers.get('authorization'),
        contentType: request.headers.get('content-type'),
        body: await request.json(),
      });
      return HttpResponse.json({ data: { me } });
    }),
  );
  mockedSdkIdToken.mockResolvedValue('fresh-token');

  await expect(requestGateway(GetUserOrderDocument)).resolves.toEqual({ me });

  expect(seen).toEqual([
    {
      authorization: 'Bearer fresh-token',
      contentType: 'application/json',
      body: {
        operationName: 'getUserOrder',
        variables: {},
        query: expect.stringMatching(/^query getUserOrder \{\s+me \{\s+id\s+orders \{/),
      },
    },
  ]);
});

it('falls back to the stored session token', async () => {
  const seen: (string | null)[] = [];
  server.use(
    gateway.query('getUserOrder', ({ request }) => {
      seen.push(request.headers.get('authorization'));
      return HttpResponse.json({ data: { me } });
    }),
  );
  localStorage.setItem('anja_session', 'stored-token');
  await requestGateway(GetUserOrderDocument);
  expect(seen).toEqual(['Bearer stored-token']);
});

it.each([
  ['getUser', GetUserDocument],
  ['getUserOrder', GetUserOrderDocument],
] as const)(
  'rejects with the GraphQL errors and reports a failing %s by name and message only',
  async (name, document) => {
    server.use(
      gateway.query(name, () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'Not authorised', extensions: { code: 'UNAUTHENTICATED' } }],
        }),
      ),
    );

    const failure = requestGateway(document as typeof GetUserDocument);
    await expect(failure).rejects.toBeInstanceOf(GatewayRequestError);
    await expect(failure).rejects.toMatchObject({
      message: 'Not authorised',
      errors: [{ message: 'Not authorised', extensions: { code: 'UNAUTHENTICATED' } }],
    });

    expect(mockedReportError).toHaveBeenCalledTimes(1);
    const [error, context] = mockedReportError.mock.calls[0] ?? [];
    expect((error as Error).message).toBe(`${name}: Not authorised`);
    expect(context).toEqual({ tags: { operation: name } });
  },
);

it('rejects an answer without data (an HTTP error page) and a network failure', async () => {
  server.use(
    http.post(
      'http://gateway.test/graphql',
      () => new HttpResponse('Bad gateway', { status: 502 }),
    ),
  );
  await expect(requestGateway(GetUserOrderDocument)).rejects.toMatchObject({
    message: 'The gateway answered 502 without data.',
    status: 502,
  });

  server.use(http.post('http://gateway.test/graphql', () => HttpResponse.error()));
  await expect(requestGateway(GetUserOrderDocument)).rejects.toThrow();
  expect(mockedReportError).toHaveBeenCalledTimes(2);
});

it('does not report failures of other operations, and never their variables', async () => {
  server.use(
    gateway.mutation('CreateUser', () =>
      HttpResponse.json({ data: null, errors: [{ message: 'Denied' }] }),
    ),
  );
  await expect(
    requestGateway(CreateUserDocument, {
      input: { id: 'u-1', email: 'secret@example.com', name: 'Secret Name' },
    }),
  ).rejects.toThrow('Denied');
  expect(mockedReportError).not.toHaveBeenCalled();
});

describe('a mutation refreshes every reader of the gateway by itself', () => {
  const input = { id: 'u-1', name: 'Mum', email: 'mum@example.com' } as never;
  let unregister: (() => void) | undefined;
  afterEach(() => unregister?.());

  /** A reader that records when it reads again, and answers only when `release` is called. */
  function slowReader(log: string[]) {
    let release: () => void = () => undefined;
    unregister = registerGatewayReader(() => {
      log.push('reader reads again');
      return new Promise<void>((resolve) => {
        release = () => {
          log.push('reader answered');
          resolve();
        };
      });
    });
    return () => release();
  }

  it('answers only once every reader has read again, after what must come first', async () => {
    server.use(
      gateway.mutation('CreateUser', () => HttpResponse.json({ data: { createUser: me } })),
    );
    const log: string[] = [];
    const release = slowReader(log);
    const answered = requestGateway(
      CreateUserDocument,
      { input },
      {
        beforeRefresh: async (data) => {
          log.push(`first, with ${JSON.stringify(data)}`);
        },
      },
    ).then(() => log.push('mutation answered'));
    await waitFor(() => expect(log).toContain('reader reads again'));
    expect(log).toEqual([
      `first, with ${JSON.stringify({ createUser: me })}`,
      'reader reads again',
    ]);
    release();
    await answered;
    expect(log.slice(-2)).toEqual(['reader answered', 'mutation answered']);
  });

  it('refreshes nobody after a query, a refused mutation, or with refreshReaders: false', async () => {
    server.use(
      gateway.query('getUserOrder', () => HttpResponse.json({ data: { me } })),
      gateway.mutation('CreateUser', ({ variables }) =>
        (variables as { input: { name: string } }).input.name === 'Refused'
          ? HttpResponse.json({ data: null, errors: [{ message: 'Invalid input' }] })
          : HttpResponse.json({ data: { createUser: me } }),
      ),
    );
    const log: string[] = [];
    slowReader(log);
    await requestGateway(GetUserOrderDocument);
    await requestGateway(CreateUserDocument, { input }, { refreshReaders: false });
    await expect(
      requestGateway(CreateUserDocument, {
        input: { ...(input as object), name: 'Refused' } as never,
      }),
    ).rejects.toBeInstanceOf(GatewayRequestError);
    expect(log).toEqual([]);
  });
});
