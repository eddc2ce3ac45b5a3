import { CombinedGraphQLErrors } from '@portal/shared/graphql';
import { REDEEM_FAILED, redeemFailureOf } from './use-redeem-gift';

const refusal = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

it('tells the field’s problem, else the gateway’s own words for a known refusal', () => {
  expect(
    redeemFailureOf(
      refusal('Invalid input.', {
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'code', message: 'Enter the code from the gift.' }],
      }),
    ),
  ).toBe('Enter the code from the gift.');
  expect(redeemFailureOf(refusal('This gift was already redeemed.', { code: 'CONFLICT' }))).toBe(
    'This gift was already redeemed.',
  );
  expect(redeemFailureOf(refusal('No gift has this code.', { code: 'NOT_FOUND' }))).toBe(
    'No gift has this code.',
  );
});

it('says the gift was not redeemed for anything else', () => {
  expect(redeemFailureOf(new Error('Failed to fetch'))).toBe(REDEEM_FAILED);
  expect(redeemFailureOf(refusal('Internal error', { code: 'INTERNAL_SERVER_ERROR' }))).toBe(
    REDEEM_FAILED,
  );
});
