import { act, render, screen, waitFor } from '@testing-library/react';
import { createElement, Fragment } from 'react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { authStore, notificationStore, setOrders, swapOrder } from '@portal/shared';
import { configureForTests, resetPortalStores } from '@portal/shared/testing';
import { requestBillingPortal } from './billing-portal-request';
import { resetBillingPortal, setBillingRedirect, useBillingPortal } from './use-billing-portal';

// The parent's token is the session's business (tested in @portal/shared): here, a fixed one.
jest.mock('@portal/shared', () => {
  const actual = jest.requireActual<typeof import('@portal/shared')>('@portal/shared');
  return {
    ...actual,
    authorizedFetch: (input: string, init: RequestInit = {}) =>
      fetch(input, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), Authorization: 'Bearer id-token' },
      }),
  };
});

const endpoint = 'http://functions.test/billing/portal-session';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  configureForTests();
  resetPortalStores();
  resetBillingPortal();
  authStore.setState({
    loading: false,
    user: { id: 'u-1', email: 'mum@example.com', emailVerified: true, displayName: 'Mum' },
  });
});
afterEach(() => {
  server.resetHandlers();
  setBillingRedirect(null);
  resetPortalStores();
});
afterAll(() => server.close());

interface Seen {
  body: unknown;
  contentType: string | null;
  authorization: string | null;
}

function serve(answer: () => Response | Promise<Response>): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http.post(endpoint, async ({ request }) => {
      seen.push({
        body: await request.json(),
        contentType: request.headers.get('content-type'),
        authorization: request.headers.get('authorization'),
      });
      return answer();
    }),
  );
  return seen;
}

describe('requestBillingPortal', () => {
  it("posts {email} as JSON with the parent's token and reads redirectUrl", async () => {
    const seen = serve(() => HttpResponse.json({ redirectUrl: 'https://billing.example/s/1' }));
    await expect(requestBillingPortal('mum@example.com')).resolves.toEqual({
      redirectUrl: 'https://billing.example/s/1',
    });
    expect(seen).toEqual([
      {
        body: { email: 'mum@example.com' },
        contentType: 'application/json',
        authorization: 'Bearer id-token',
      },
    ]);
  });

  it('puts the order id beside the email when there is one, the email unchanged', async () => {
    const seen = serve(() => HttpResponse.json({ redirectUrl: 'https://billing.example/s/2' }));
    await expect(requestBillingPortal('mum@example.com', 'order-7')).resolves.toEqual({
      redirectUrl: 'https://billing.example/s/2',
    });
    expect(seen.map((request) => request.body)).toEqual([
      { email: 'mum@example.com', orderId: 'order-7' },
    ]);
  });

  it('reads an error, also inside a data envelope', async () => {
    serve(() => HttpResponse.json({ data: { error: 'No customer' } }, { status: 404 }));
    await expect(requestBillingPortal('a@example.com')).resolves.toEqual({ error: 'No customer' });
  });

  it('throws on a failed status without an error text', async () => {
    serve(() => new HttpResponse('Bad gateway', { status: 502 }));
    await expect(requestBillingPortal('a@example.com')).rejects.toThrow(
      'the billing service answered with HTTP 502',
    );
  });
});

describe('useBillingPortal', () => {
  function BillingButton({ label = 'Billing' }: { label?: string }) {
    const { status, start } = useBillingPortal();
    return createElement(
      'button',
      { type: 'button', onClick: start },
      label,
      status === 'loading' ? createElement('span', { role: 'progressbar' }) : null,
      ` [${status}]`,
    );
  }

  const notifications = () => notificationStore.getState().notifications;

  it('goes idle -> loading (spinner) -> redirect to data.redirectUrl', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    serve(async () => {
      await gate;
      return HttpResponse.json({ redirectUrl: 'https://billing.example/session/42' });
    });
    const redirect = jest.fn();
    setBillingRedirect(redirect);
    render(createElement(BillingButton));
    expect(screen.getByRole('button')).toHaveTextContent('[idle]');

    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('[loading]');
    expect(screen.getByRole('progressbar')).toBeInTheDocument();

    release();
    await waitFor(() =>
      expect(redirect).toHaveBeenCalledWith('https://billing.example/session/42'),
    );
    expect(screen.getByRole('button')).toHaveTextContent('[redirecting]');
    expect(notifications()).toEqual([]);
  });

  it('an answer carrying an error shows the red notification for 10000 ms', async () => {
    serve(() => HttpResponse.json({ error: 'No billing account found' }));
    const redirect = jest.fn();
    setBillingRedirect(redirect);
    render(createElement(BillingButton));

    await userEvent.click(screen.getByRole('button'));

    await waitFor(() => expect(notifications()).toHaveLength(1));
    expect(notifications()[0]).toMatchObject({
      intent: 'error',
      message: 'There was a problem fetching your billing info: No billing account found',
      timeoutMs: 10000,
    });
    expect(redirect).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button')).toHaveTextContent('[idle]'));
  });

  it('a request that throws shows the other red notification for 10000 ms', async () => {
    serve(() => new HttpResponse('oops', { status: 500 }));
    setBillingRedirect(jest.fn());
    render(createElement(BillingButton));

    await userEvent.click(screen.getByRole('button'));

    await waitFor(() => expect(notifications()).toHaveLength(1));
    expect(notifications()[0]).toMatchObject({
      intent: 'error',
      message:
        'Something went wrong while fetching your billing info: the billing service answered with HTTP 500',
      timeoutMs: 10000,
    });
    await waitFor(() => expect(screen.getByRole('button')).toHaveTextContent('[idle]'));
  });

  it('a network failure uses the error message of the failure', async () => {
    server.use(http.post(endpoint, () => HttpResponse.error()));
    setBillingRedirect(jest.fn());
    render(createElement(BillingButton));
    await userEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(notifications()).toHaveLength(1));
    expect(notifications()[0]?.message).toMatch(
      /^Something went wrong while fetching your billing info: \S/,
    );
  });

  it('a double click (even across two buttons) sends one request', async () => {
    const seen = serve(() => HttpResponse.json({ redirectUrl: 'https://billing.example/s' }));
    const redirect = jest.fn();
    setBillingRedirect(redirect);
    render(
      createElement(
        Fragment,
        null,
        createElement(BillingButton, { label: 'Desktop' }),
        createElement(BillingButton, { label: 'Mobile' }),
      ),
    );

    await userEvent.dblClick(screen.getByRole('button', { name: /Desktop/ }));
    await userEvent.click(screen.getByRole('button', { name: /Mobile/ }));

    await waitFor(() => expect(redirect).toHaveBeenCalledTimes(1));
    expect(seen).toHaveLength(1);
    expect(screen.getByRole('button', { name: /Mobile/ })).toHaveTextContent('[redirecting]');
  });

  it("opens the portal at the selected child: the body carries its orderId and the parent's email", async () => {
    const seen = serve(() => HttpResponse.json({ redirectUrl: 'https://billing.example/s' }));
    setBillingRedirect(jest.fn());
    setOrders([
      { id: 'order-a', purchaserName: 'Mum' },
      { id: 'order-b', purchaserName: 'Mum' },
    ]);
    render(createElement(BillingButton));
    await userEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(seen).toHaveLength(1));

    // Back from the portal (a page restored from the back-forward cache), the other child.
    act(() => {
      resetBillingPortal();
      swapOrder();
    });
    await userEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen.map((request) => request.body)).toEqual([
      { email: 'mum@example.com', orderId: 'order-b' },
      { email: 'mum@example.com', orderId: 'order-a' },
    ]);
  });

  it('can start again after an error', async () => {
    const seen = serve(() => HttpResponse.json({ error: 'Try later' }));
    setBillingRedirect(jest.fn());
    render(createElement(BillingButton));
    await userEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(screen.getByRole('button')).toHaveTextContent('[idle]'));
    await userEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(seen).toHaveLength(2));
  });
});
