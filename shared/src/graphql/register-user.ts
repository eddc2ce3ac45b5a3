import { getApolloClient } from './apollo-client';
import { CreateUserDocument, type CreateUserMutation } from './create-user.generated';

export interface RegisterUserInput {
  id: string;
  email: string;
  name: string;
}

/** Registers the signed-in parent with the data service (the spec's CreateUser mutation). */
export async function registerUser(
  input: RegisterUserInput,
): Promise<CreateUserMutation['user']['createUser']> {
  const { data } = await getApolloClient().mutate({
    mutation: CreateUserDocument,
    variables: { input },
  });
  if (!data) throw new Error('CreateUser returned no data.');
  return data.user.createUser;
}
