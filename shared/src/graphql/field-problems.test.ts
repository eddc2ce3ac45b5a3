import { GatewayRequestError } from '../gateway/gateway-send';
import { fieldProblems, graphQLErrorCode } from './field-problems';

const refused = new GatewayRequestError(
  'The phone is not valid.',
  [
    {
      message: 'The phone is not valid.',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'input.contactPhone', message: 'The phone is not valid.' }, 'junk'],
      },
    },
  ],
  200,
);

it('reads the field problems and the code of a refused mutation', () => {
  expect(fieldProblems(refused)).toEqual([
    { field: 'input.contactPhone', message: 'The phone is not valid.' },
  ]);
  expect(graphQLErrorCode(refused)).toBe('BAD_USER_INPUT');
});

it('answers nothing for other failures', () => {
  expect(fieldProblems(new Error('offline'))).toEqual([]);
  expect(graphQLErrorCode(new Error('offline'))).toBeNull();
  // Read by shape, not by class (each app's build may have its own copy of the class), but
  // only from a thrown error.
  expect(
    graphQLErrorCode({ errors: [{ message: 'x', extensions: { code: 'CONFLICT' } }] }),
  ).toBeNull();
});
