import { signOutForTests } from '@portal/shared/testing';
import {
  RESEND_COOLDOWN_MS,
  cooldownRemaining,
  markVerificationSent,
  resetVerificationCooldowns,
  verificationSentAt,
} from './resend-cooldown';

beforeEach(() => resetVerificationCooldowns());

it('waits a minute after each email', () => {
  expect(RESEND_COOLDOWN_MS).toBe(60_000);
  expect(cooldownRemaining(null, 1_000)).toBe(0);
  expect(cooldownRemaining(1_000, 1_000)).toBe(60_000);
  expect(cooldownRemaining(1_000, 31_000)).toBe(30_000);
  expect(cooldownRemaining(1_000, 61_000)).toBe(0);
  // A clock set back never makes the wait longer than a minute.
  expect(cooldownRemaining(100_000, 1_000)).toBe(60_000);
});

it('remembers the last email per user for this tab', () => {
  markVerificationSent('a', 5_000);
  markVerificationSent('b', 7_000);
  expect(verificationSentAt('a')).toBe(5_000);
  expect(verificationSentAt('b')).toBe(7_000);
  expect(verificationSentAt('c')).toBeNull();
  expect(JSON.parse(sessionStorage.getItem('portal.auth.verification-sent-at') ?? '{}')).toEqual({
    a: 5_000,
    b: 7_000,
  });
});

it('keeps working in memory when session storage throws', () => {
  const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new Error('QuotaExceededError');
  });
  const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new Error('SecurityError');
  });
  markVerificationSent('a', 9_000);
  expect(verificationSentAt('a')).toBe(9_000);
  setItem.mockRestore();
  getItem.mockRestore();
});

it('leaves no trace of the account in the tab after a sign-out', async () => {
  markVerificationSent('a', 5_000);
  await signOutForTests();
  expect(verificationSentAt('a')).toBeNull();
  expect(sessionStorage.getItem('portal.auth.verification-sent-at')).toBeNull();
});
