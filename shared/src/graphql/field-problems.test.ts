import { CombinedGraphQLErrors } from '@apollo/client';
import { fieldProblems, graphQLErrorCode } from './field-problems';

const refused = new CombinedGraphQLErrors({
  errors: [
    {
      message: 'The phone is not valid.',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'input.contactPhone', message: 'The phone is not valid.' }, 'junk'],
      },
    },
  ],
});

it('reads the field problems and the code of a refused mutation', () => {
  expect(fieldProblems(refused)).toEqual([
    { field: 'input.contactPhone', message: 'The phone is not valid.' },
  ]);
  expect(graphQLErrorCode(refused)).toBe('BAD_USER_INPUT');
});

it('answers nothing for other failures', () => {
  expect(fieldProblems(new Error('offline'))).toEqual([]);
  expect(graphQLErrorCode(new Error('offline'))).toBeNull();
});
