import { act, renderHook } from '@testing-library/react';
import {
  NOTIFICATION_TIMEOUT_MS,
  dismissNotification,
  notificationStore,
  notify,
  resetNotifications,
  useNotifications,
} from './notification-store';
import { announceSignedOut } from '../session/session-events';

beforeEach(() => {
  jest.useFakeTimers();
  resetNotifications();
});
afterEach(() => jest.useRealTimers());

const messages = () => notificationStore.getState().notifications.map((n) => n.message);

describe('notifications', () => {
  it('auto-close after 10000 ms by default', () => {
    expect(NOTIFICATION_TIMEOUT_MS).toBe(10000);
    const id = notify({ intent: 'error', message: 'Oops' });
    expect(notificationStore.getState().notifications).toEqual([
      { id, intent: 'error', message: 'Oops', timeoutMs: 10000 },
    ]);
    jest.advanceTimersByTime(9999);
    expect(messages()).toEqual(['Oops']);
    jest.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('honour a custom timeout and a title', () => {
    notify({ intent: 'success', message: 'Saved', title: 'Done', timeoutMs: 3000 });
    expect(notificationStore.getState().notifications[0]?.title).toBe('Done');
    jest.advanceTimersByTime(3000);
    expect(messages()).toEqual([]);
  });

  it('stay open with a timeout of 0 until dismissed', () => {
    const id = notify({ intent: 'info', message: 'Sticky', timeoutMs: 0 });
    jest.advanceTimersByTime(60_000);
    expect(messages()).toEqual(['Sticky']);
    dismissNotification(id);
    expect(messages()).toEqual([]);
  });

  it('dismiss one of several, each with its own id', () => {
    const first = notify({ intent: 'warning', message: 'One' });
    const second = notify({ intent: 'warning', message: 'Two' });
    expect(first).not.toBe(second);
    dismissNotification(first);
    expect(messages()).toEqual(['Two']);
    jest.advanceTimersByTime(10000);
    expect(messages()).toEqual([]);
  });

  it('useNotifications re-renders on changes', () => {
    const { result } = renderHook(() => useNotifications());
    expect(result.current).toEqual([]);
    act(() => {
      notify({ intent: 'error', message: 'Visible' });
    });
    expect(result.current.map((n) => n.message)).toEqual(['Visible']);
    act(() => {
      jest.advanceTimersByTime(10000);
    });
    expect(result.current).toEqual([]);
  });

  it('are gone when the parent signs out, so the next parent sees none of them', async () => {
    notify({ intent: 'success', message: 'You left Rowan’s family.', timeoutMs: 0 });
    await act(() => announceSignedOut());
    expect(messages()).toEqual([]);
  });
});
