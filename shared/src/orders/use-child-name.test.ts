import { act, renderHook } from '@testing-library/react';
import { authStore, initialAuthState } from '../auth/auth-store';
import { endSession, REMEMBERED_CHILD_KEY } from '../session/session-token';
import { orderStore, resetOrders, setOrders } from './order-store';
import { useChildName } from './use-child-name';

type Order = { id: string; childName: string | null } | null;

const signIn = (id: string) =>
  authStore.setState({
    loading: false,
    user: { id, email: `${id}@example.com`, emailVerified: true, displayName: null },
  });
const kept = () => localStorage.getItem(REMEMBERED_CHILD_KEY);
/** The portal reopened offline: the parent's orders cannot be read. */
const ordersCannotBeRead = () =>
  orderStore.setState({ loading: false, error: new Error('Failed to fetch') });
const render = (order: Order) =>
  renderHook(({ shown }: { shown: Order }) => useChildName(shown), {
    initialProps: { shown: order },
  });

beforeEach(() => {
  localStorage.clear();
  resetOrders();
  authStore.setState(initialAuthState);
  signIn('parent-1');
});

describe('useChildName', () => {
  it('shows the order’s name and keeps only the parent, the order and the name', () => {
    const { result, rerender } = render({ id: 'o-1', childName: 'Mia' });
    expect(result.current).toBe('Mia');
    expect(JSON.parse(kept() ?? '')).toEqual(['parent-1', 'o-1', 'Mia']);
    // A child not named yet leaves nothing behind.
    rerender({ shown: { id: 'o-2', childName: null } });
    expect(result.current).toBeNull();
    expect(kept()).toBeNull();
  });

  it('shows the name kept while the orders cannot be read, and only then', () => {
    render({ id: 'o-1', childName: 'Mia' }).unmount();
    const { result } = render(null);
    // The orders read fine, the page's own read is on its way: no name yet.
    expect(result.current).toBeNull();
    act(() => ordersCannotBeRead());
    expect(result.current).toBe('Mia');
  });

  it('never shows the name to another parent on the same browser', () => {
    render({ id: 'o-1', childName: 'Mia' }).unmount();
    signIn('parent-2');
    ordersCannotBeRead();
    expect(render(null).result.current).toBeNull();
  });

  it('forgets the child with the session, and when the child leaves the parent’s list', () => {
    render({ id: 'o-1', childName: 'Mia' }).unmount();
    endSession();
    expect(kept()).toBeNull();

    render({ id: 'o-1', childName: 'Mia' }).unmount();
    setOrders([
      { id: 'o-1', purchaserName: 'Pat' },
      { id: 'o-2', purchaserName: 'Pat' },
    ]);
    expect(kept()).not.toBeNull();
    // A guardian whose access ended: the orders read again no longer have the child.
    setOrders([{ id: 'o-2', purchaserName: 'Pat' }]);
    expect(kept()).toBeNull();
  });

  it('keeps working when the browser refuses storage or holds something else', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    try {
      expect(render({ id: 'o-1', childName: 'Mia' }).result.current).toBe('Mia');
    } finally {
      setItem.mockRestore();
    }
    localStorage.setItem(REMEMBERED_CHILD_KEY, '{not json');
    ordersCannotBeRead();
    expect(render(null).result.current).toBeNull();
    localStorage.setItem(REMEMBERED_CHILD_KEY, '"Mia"');
    expect(render(null).result.current).toBeNull();
  });
});
