import { act, renderHook, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createElement, type ReactNode } from 'react';
import { PortalTestProviders } from '../testing/PortalTestProviders';
import { configureForTests } from '../testing/test-config';
import { resetOrders, setOrders, swapOrder } from './order-store';
import { useSelectedChild } from './use-selected-child';

jest.mock('../session/sdk-token', () => ({ sdkIdToken: jest.fn(async () => 'token') }));
jest.mock('../error-reporting/error-reporting', () => ({ reportError: jest.fn() }));

const gateway = graphql.link('http://gateway.test/graphql');
const children: Record<string, { childName: string | null; dueDate: string | null }> = {
  'o-1': { childName: 'Mia', dueDate: '2026-01-10' },
  'o-2': { childName: null, dueDate: '2027-03-01' },
};
const server = setupServer(
  gateway.query('SelectedChild', ({ variables }) => {
    const id = String(variables.id);
    return HttpResponse.json({
      data: { order: { __typename: 'Order', id, ...children[id] } },
    });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  configureForTests();
  resetOrders();
});
afterAll(() => server.close());

const wrapper = ({ children: ui }: { children?: ReactNode }) =>
  createElement(PortalTestProviders, { route: '/portal' }, ui);

describe('useSelectedChild', () => {
  it('is empty without a selected order', () => {
    const { result } = renderHook(() => useSelectedChild(), { wrapper });
    expect(result.current).toEqual({ orderId: null, name: null, dueDate: null, loading: false });
  });

  it("reads the selected order's child and follows a sibling switch", async () => {
    setOrders([
      { id: 'o-1', purchaserName: 'Pat' },
      { id: 'o-2', purchaserName: 'Pat' },
    ]);
    const { result } = renderHook(() => useSelectedChild(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toEqual({
      orderId: 'o-2',
      name: null,
      dueDate: '2027-03-01',
      loading: false,
    });

    act(() => swapOrder());
    await waitFor(() => expect(result.current.name).toBe('Mia'));
    expect(result.current.orderId).toBe('o-1');
  });
});
