import { CombinedGraphQLErrors } from '@portal/shared/graphql';
import { START_FAILED, checkoutStartFailureOf } from './checkout-start-failure';

const refusal = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

it('puts each refused field beside its own field (input.x -> x)', () => {
  expect(
    checkoutStartFailureOf(
      refusal('Invalid checkout.', {
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'input.phone', message: 'Enter a phone number.' }],
      }),
    ),
  ).toEqual({
    problems: [{ field: 'phone', message: 'Enter a phone number.' }],
    message: START_FAILED,
  });
});

it('shows the gateway’s own words for its other refusals', () => {
  expect(checkoutStartFailureOf(refusal('Too many attempts.', { code: 'RATE_LIMITED' }))).toEqual({
    problems: [],
    message: 'Too many attempts.',
  });
});

it('says the payment did not start when the gateway could not be reached', () => {
  expect(checkoutStartFailureOf(new Error('Failed to fetch'))).toEqual({
    problems: [],
    message: START_FAILED,
  });
});
