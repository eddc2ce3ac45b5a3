import { CombinedGraphQLErrors } from '@portal/shared/graphql';
import { NOT_SENT_MESSAGE, pickupFailureOf } from './pickup-failure';

const refusal = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

it('puts each refused field beside its own field (input.x -> x), with its reason', () => {
  const failure = pickupFailureOf(
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

it('shows the gateway’s own words for a dispatched pick-up or too many attempts', () => {
  expect(pickupFailureOf(refusal('The courier is on the way.', { code: 'CONFLICT' }))).toEqual({
    problems: [],
    message: 'The courier is on the way.',
  });
  expect(pickupFailureOf(refusal('Too many attempts.', { code: 'RATE_LIMITED' }))).toEqual({
    problems: [],
    message: 'Too many attempts.',
  });
});

it('says the request was not sent for anything else (no network, a 5xx, another code)', () => {
  const expected = { problems: [], message: NOT_SENT_MESSAGE };
  expect(pickupFailureOf(new Error('Failed to fetch'))).toEqual(expected);
  expect(pickupFailureOf(refusal('Internal error', { code: 'INTERNAL_SERVER_ERROR' }))).toEqual(
    expected,
  );
});

it('says the parent’s access was revoked (FORBIDDEN, ACCESS_REVOKED), in the portal’s words', () => {
  expect(
    pickupFailureOf(refusal('Access ended.', { code: 'FORBIDDEN', reason: 'ACCESS_REVOKED' })),
  ).toEqual({
    problems: [],
    message:
      "You no longer have access to this child's journey. Ask the account holder to invite you again.",
    revoked: true,
  });
  // Another refusal is not a revoked access.
  expect(pickupFailureOf(refusal('Only the holder.', { code: 'FORBIDDEN' }))).toEqual({
    problems: [],
    message: NOT_SENT_MESSAGE,
  });
});
