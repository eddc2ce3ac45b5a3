import {
  alreadyDispatchedMessage,
  isActivePickup,
  isChangeable,
  movesForward,
  requestAction,
} from './pickup-status.js';

describe('one active request per order', () => {
  it('creates the first request, and a new one only after a cancel', () => {
    expect(requestAction(null)).toBe('create');
    expect(requestAction('CANCELLED')).toBe('create');
  });

  it('a second submit while requested changes the same request', () => {
    expect(requestAction('REQUESTED')).toBe('update');
  });

  it('refuses once the courier has started, and counts those as active', () => {
    for (const status of ['DISPATCHED', 'COLLECTED'] as const) {
      expect(requestAction(status)).toBe('refuse');
      expect(isActivePickup(status)).toBe(true);
      expect(isChangeable(status)).toBe(false);
    }
    expect(requestAction('RECEIVED')).toBe('refuse');
    expect(isActivePickup('RECEIVED')).toBe(false);
    expect(isActivePickup('CANCELLED')).toBe(false);
  });
});

describe('statuses', () => {
  it('move only forward', () => {
    expect(movesForward('REQUESTED', 'DISPATCHED')).toBe(true);
    expect(movesForward('REQUESTED', 'RECEIVED')).toBe(true);
    expect(movesForward('COLLECTED', 'DISPATCHED')).toBe(false);
    expect(movesForward('DISPATCHED', 'DISPATCHED')).toBe(false);
    expect(movesForward('CANCELLED', 'DISPATCHED')).toBe(false);
  });

  it('the already-dispatched message gives the support number', () => {
    expect(alreadyDispatchedMessage('+1 (800) 555-0199')).toContain('+1 (800) 555-0199');
  });
});
