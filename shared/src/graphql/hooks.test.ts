import { act, render, screen, waitFor } from '@testing-library/react';
import { createElement as h, useState } from 'react';
import { HttpResponse } from 'msw';
import { resetGatewayQueries } from '../gateway/gateway-queries';
import { gatewayTestServer } from '../test-support/gateway-test-server';
import { fieldProblems, graphQLErrorCode } from './field-problems';
import { useMutation, useQuery } from './hooks';
import { CreateUserDocument } from './create-user.generated';
import { GetUserDocument } from './operations.generated';
import { registerUser } from './register-user';

jest.mock('../session/sdk-token', () => ({ sdkIdToken: async () => 'token' }));
jest.mock('../error-reporting/error-reporting', () => ({ reportError: jest.fn() }));

const { server, gateway } = gatewayTestServer();
let name = 'Mum';
let reads = 0;

beforeEach(() => {
  resetGatewayQueries();
  name = 'Mum';
  reads = 0;
  server.use(
    gateway.query('getUser', () => {
      reads += 1;
      return HttpResponse.json({
        data: { me: { id: 'u-1', profile: { email: 'mum@example.com', name } } },
      });
    }),
  );
});

function Profile({ fetchPolicy }: { fetchPolicy?: 'cache-and-network' | 'network-only' }) {
  const { data, loading } = useQuery(GetUserDocument, fetchPolicy ? { fetchPolicy } : {});
  return h('p', null, loading ? 'Loading' : `Name: ${data?.me.profile.name ?? 'none'}`);
}

describe('useQuery', () => {
  it('shows the answer it has at once, then the gateway’s (cache and network)', async () => {
    const first = render(h(Profile));
    expect(await screen.findByText('Name: Mum')).toBeInTheDocument();
    first.unmount();
    name = 'Sam';
    render(h(Profile));
    expect(screen.getByText('Name: Mum')).toBeInTheDocument();
    expect(await screen.findByText('Name: Sam')).toBeInTheDocument();
  });

  it('network-only shows no answer read before it asked, only its own', async () => {
    const first = render(h(Profile));
    expect(await screen.findByText('Name: Mum')).toBeInTheDocument();
    first.unmount();
    name = 'Sam';
    render(h(Profile, { fetchPolicy: 'network-only' }));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Name: Sam')).toBeInTheDocument();
    expect(screen.queryByText('Name: Mum')).toBeNull();
  });

  it('polls until told to stop, and stops when the page leaves', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      let controls: { start: () => void; stop: () => void } | null = null;
      function Polling() {
        const { data, startPolling, stopPolling } = useQuery(GetUserDocument);
        controls = { start: () => startPolling(1000), stop: stopPolling };
        return h('p', null, `Name: ${data?.me.profile.name ?? 'none'}`);
      }
      const view = render(h(Polling));
      await waitFor(() => expect(reads).toBe(1));
      act(() => controls?.start());
      name = 'Sam';
      await act(async () => {
        jest.advanceTimersByTime(1000);
      });
      await waitFor(() => expect(screen.getByText('Name: Sam')).toBeInTheDocument());
      expect(reads).toBe(2);
      act(() => controls?.stop());
      await act(async () => {
        jest.advanceTimersByTime(3000);
      });
      expect(reads).toBe(2);
      act(() => controls?.start());
      view.unmount();
      await act(async () => {
        jest.advanceTimersByTime(3000);
      });
      expect(reads).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('useMutation', () => {
  function Register() {
    const [register, { loading, error }] = useMutation(CreateUserDocument);
    const [created, setCreated] = useState('');
    const send = () =>
      register({ variables: { input: { id: 'u-1', email: 'mum@example.com', name: 'Mum' } } })
        .then(({ data }) => setCreated(data.user.createUser.id))
        .catch(() => undefined);
    return h(
      'div',
      null,
      h('button', { type: 'button', onClick: () => void send() }, 'Register'),
      h('p', null, loading ? 'Sending' : error ? `Refused: ${graphQLErrorCode(error)}` : created),
    );
  }

  it('says it is sending, then answers the data', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      gateway.mutation('CreateUser', async () => {
        await held;
        return HttpResponse.json({
          data: { user: { createUser: { id: 'u-1', email: 'mum@example.com', name: 'Mum' } } },
        });
      }),
    );
    render(h(Register));
    act(() => screen.getByRole('button', { name: 'Register' }).click());
    expect(await screen.findByText('Sending')).toBeInTheDocument();
    release();
    expect(await screen.findByText('u-1')).toBeInTheDocument();
  });

  it('throws the gateway’s refusal, read by code and field', async () => {
    const refusal = {
      message: 'The email is not valid.',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'input.email', message: 'The email is not valid.' }],
      },
    };
    server.use(
      gateway.mutation('CreateUser', () => HttpResponse.json({ data: null, errors: [refusal] })),
    );
    render(h(Register));
    act(() => screen.getByRole('button', { name: 'Register' }).click());
    expect(await screen.findByText('Refused: BAD_USER_INPUT')).toBeInTheDocument();
    await expect(
      registerUser({ id: 'u-1', email: 'not-an-email', name: 'Mum' }).catch((error: unknown) =>
        fieldProblems(error),
      ),
    ).resolves.toEqual([{ field: 'input.email', message: 'The email is not valid.' }]);
  });
});
