import { act, renderHook } from '@testing-library/react';
import { useHeldUntilOnline } from './held-until-online';

const connectionReturns = () => act(() => void window.dispatchEvent(new Event('online')));

it('sends what was held once, when the connection returns, and then holds nothing', () => {
  const send = jest.fn();
  const form = renderHook(() => useHeldUntilOnline<string>(send));
  expect(form.result.current.waiting).toBe(false);

  act(() => form.result.current.hold('first'));
  act(() => form.result.current.hold('second'));
  expect(form.result.current.waiting).toBe(true);
  expect(send).not.toHaveBeenCalled();

  connectionReturns();
  expect(send).toHaveBeenCalledTimes(1);
  expect(send).toHaveBeenCalledWith('second');
  expect(form.result.current.waiting).toBe(false);

  connectionReturns();
  expect(send).toHaveBeenCalledTimes(1);
});

it('sends with the latest function the page rendered', () => {
  const before = jest.fn();
  const after = jest.fn();
  const form = renderHook(({ send }) => useHeldUntilOnline<number>(send), {
    initialProps: { send: before },
  });
  act(() => form.result.current.hold(7));
  form.rerender({ send: after });
  connectionReturns();
  expect(before).not.toHaveBeenCalled();
  expect(after).toHaveBeenCalledWith(7);
});

it('sends nothing once dropped, or once the page is gone', () => {
  const send = jest.fn();
  const form = renderHook(() => useHeldUntilOnline<string>(send));
  act(() => form.result.current.hold('held'));
  act(() => form.result.current.drop());
  expect(form.result.current.waiting).toBe(false);
  connectionReturns();

  act(() => form.result.current.hold('held again'));
  form.unmount();
  connectionReturns();
  expect(send).not.toHaveBeenCalled();
});
