import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@portal/shared';
import { GatewayRequestError } from '@portal/shared/graphql';
import { START_FAILED, checkoutStartFailureOf } from './checkout-start-failure';

const refusal = (message: string, extensions: Record<string, unknown>) =>
  new GatewayRequestError(message, [{ message, extensions }]);

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

it('chooses the parent’s sentence by the refusal’s code, with the wait the gateway asked for', () => {
  const text = (error: unknown, planCode?: string) =>
    i18n._(checkoutStartFailureOf(error, planCode).message as MessageDescriptor);
  expect(
    text(
      refusal('Too many attempts. Please wait 3 minutes and try again.', {
        code: 'RATE_LIMITED',
        retryAfterSeconds: 150,
      }),
    ),
  ).toBe('Too many attempts. Please wait 3 minutes and try again.');
  expect(text(refusal('Anything.', { code: 'RATE_LIMITED', retryAfterSeconds: 60 }))).toBe(
    'Too many attempts. Please wait a minute and try again.',
  );
  expect(text(refusal('Anything.', { code: 'NOT_FOUND' }), 'family')).toBe(
    'There is no plan "family": choose one of the plans listed.',
  );
});

it('shows the gateway’s own words for a refusal it does not know', () => {
  expect(checkoutStartFailureOf(refusal('Something new.', { code: 'TEAPOT' }))).toEqual({
    problems: [],
    message: { serverWords: 'Something new.' },
  });
});

it('says the payment did not start when the gateway could not be reached', () => {
  expect(checkoutStartFailureOf(new Error('Failed to fetch'))).toEqual({
    problems: [],
    message: START_FAILED,
  });
});
