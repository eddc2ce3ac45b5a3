import { createStore } from './create-store';

describe('createStore', () => {
  it('merges partial state into a new object and notifies listeners', () => {
    const store = createStore({ a: 1, b: 'x' });
    const before = store.getState();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);

    store.setState({ a: 2 });
    expect(store.getState()).toEqual({ a: 2, b: 'x' });
    expect(store.getState()).not.toBe(before);
    expect(listener).toHaveBeenCalledTimes(1);

    store.setState((state) => ({ a: state.a + 1 }));
    expect(store.getState().a).toBe(3);

    unsubscribe();
    store.setState({ b: 'y' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
