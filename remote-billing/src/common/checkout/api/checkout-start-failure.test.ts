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

it('says a conflict of the agreement by its reason and a known conflict in the parent’s language, else the gateway’s sentence', () => {
  const changed =
    "The plan's price is now $180.00: reload the page to read the agreement again and accept it.";
  const said = (reason: string) =>
    i18n._(
      checkoutStartFailureOf(refusal(changed, { code: 'CONFLICT', reason }))
        .message as MessageDescriptor,
    );
  expect(said('AGREEMENT_PRICE_CHANGED')).toBe(
    "The plan's price has changed since this page was opened. Please read the agreement again with the new price and accept it to continue.",
  );
  expect(said('AGREEMENT_CHANGED')).toBe(
    'The storage agreement has changed since this page was opened. Please read the new one and accept it to continue.',
  );
  expect(checkoutStartFailureOf(refusal(changed, { code: 'CONFLICT' }))).toEqual({
    problems: [],
    message: { serverWords: changed },
  });
  const startedForElse =
    'This checkout was started for something else: reload the page and try again.';
  expect(
    i18n._(
      checkoutStartFailureOf(refusal(startedForElse, { code: 'CONFLICT' }))
        .message as MessageDescriptor,
    ),
  ).toBe(startedForElse);
  expect(
    checkoutStartFailureOf(refusal(startedForElse, { code: 'CONFLICT' })).message,
  ).not.toHaveProperty('serverWords');
});
