import { alreadyDispatchedMessage } from '@portal/rules/pickup';
import { i18n } from '@portal/shared';
import { GatewayRequestError } from '@portal/shared/graphql';
import { pickupFailureOf, type PickupCall } from './pickup-failure';

const PHONE = '+1 (800) 555-0199';
const NOT_SENT =
  'We could not send your request just now. Please check your connection and try again.';

const refusal = (message: string, extensions: Record<string, unknown>) =>
  new GatewayRequestError(message, [{ message, extensions }]);

/** The failure with its message as the parent reads it (English: no catalogue in Jest). */
const failureOf = (error: unknown, call: PickupCall = 'request') => {
  const { message, ...failure } = pickupFailureOf(error, call, PHONE);
  return { ...failure, message: message ? i18n._(message) : null };
};

it('puts each refused field beside its own field (input.x -> x), with its reason', () => {
  const failure = failureOf(
    refusal('Invalid pick-up.', {
      code: 'BAD_USER_INPUT',
      fields: [
        { field: 'input.contactPhone', message: 'Enter a mobile number.' },
        { field: 'input.collectionTime', message: 'Please call us now.', reason: 'TOO_LATE' },
      ],
    }),
  );
  expect(failure).toEqual({
    problems: [
      { field: 'contactPhone', message: 'Enter a mobile number.' },
      { field: 'collectionTime', message: 'Please call us now.', reason: 'TOO_LATE' },
    ],
    message: null,
  });
});

it('says by its code that the courier was dispatched (CONFLICT), with the support number', () => {
  const gatewayWords = alreadyDispatchedMessage(PHONE);
  for (const call of ['request', 'cancel'] as const) {
    expect(failureOf(refusal(gatewayWords, { code: 'CONFLICT' }), call)).toEqual({
      problems: [],
      message: gatewayWords,
    });
  }
});

it('says when someone else cancelled the pick-up first (a cancel’s other CONFLICT)', () => {
  const gatewayWords = 'There is no pick-up request to cancel for this order.';
  expect(failureOf(refusal(gatewayWords, { code: 'CONFLICT' }), 'cancel')).toEqual({
    problems: [],
    message: gatewayWords,
  });
});

it('says how long to wait after too many attempts (RATE_LIMITED), as the gateway does', () => {
  const limited = (retryAfterSeconds?: number) =>
    failureOf(
      refusal('Too many attempts.', {
        code: 'RATE_LIMITED',
        ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
      }),
    ).message;
  expect(limited(45)).toBe('Too many attempts. Please wait a minute and try again.');
  expect(limited(600)).toBe('Too many attempts. Please wait 10 minutes and try again.');
  expect(limited(61)).toBe('Too many attempts. Please wait 2 minutes and try again.');
  expect(limited()).toBe('Too many attempts. Please wait a few minutes and try again.');
});

it('says the request was not sent for anything else (no network, a 5xx, another code)', () => {
  const expected = { problems: [], message: NOT_SENT };
  expect(failureOf(new Error('Failed to fetch'))).toEqual(expected);
  expect(failureOf(refusal('Internal error', { code: 'INTERNAL_SERVER_ERROR' }))).toEqual(expected);
});

it('says the parent’s access was revoked (FORBIDDEN, ACCESS_REVOKED), in the portal’s words', () => {
  expect(
    failureOf(refusal('Access ended.', { code: 'FORBIDDEN', reason: 'ACCESS_REVOKED' })),
  ).toEqual({
    problems: [],
    message:
      "You no longer have access to this child's journey. Ask the account holder to invite you again.",
    revoked: true,
  });
  // Another refusal is not a revoked access.
  expect(failureOf(refusal('Only the holder.', { code: 'FORBIDDEN' }))).toEqual({
    problems: [],
    message: NOT_SENT,
  });
});
