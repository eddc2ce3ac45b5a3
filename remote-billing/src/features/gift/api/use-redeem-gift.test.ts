import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@portal/shared';
import { GatewayRequestError } from '@portal/shared/graphql';
import { REDEEM_FAILED, redeemFailureOf } from './use-redeem-gift';

const refusal = (message: string, extensions: Record<string, unknown>) =>
  new GatewayRequestError(message, [{ message, extensions }]);
const text = (error: unknown) => i18n._(redeemFailureOf(error) as MessageDescriptor);

it('tells the field’s problem, else the parent’s sentence for the refusal’s code', () => {
  expect(
    redeemFailureOf(
      refusal('Invalid input.', {
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'code', message: 'Enter the code from the gift.' }],
      }),
    ),
  ).toEqual({ problem: { field: 'code', message: 'Enter the code from the gift.' } });
  expect(text(refusal('Already redeemed.', { code: 'CONFLICT' }))).toBe(
    'This gift code has already been redeemed.',
  );
  expect(
    text(
      refusal(
        'This gift was bought with your account: give the code to the person it is for, who redeems it with theirs.',
        { code: 'CONFLICT' },
      ),
    ),
  ).toMatch(/^This gift was bought with your account/);
  expect(text(refusal('No gift has this code.', { code: 'NOT_FOUND' }))).toBe(
    'We could not find a gift with that code.',
  );
});

it('says the gift was not redeemed for anything else', () => {
  expect(redeemFailureOf(new Error('Failed to fetch'))).toBe(REDEEM_FAILED);
  expect(redeemFailureOf(refusal('Internal error', { code: 'INTERNAL_SERVER_ERROR' }))).toBe(
    REDEEM_FAILED,
  );
});
