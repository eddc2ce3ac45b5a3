import { fieldProblems, useMutation } from '@portal/shared/graphql';
import { UpdateProfileDocument } from '../../../graphql.generated';

/** The server's message for the name field, or a calm general one. */
function serverMessage(error: unknown): string {
  const problem = fieldProblems(error).find((p) => p.field === 'input.name');
  return problem?.message ?? 'Your name could not be saved just now. Please try again in a moment.';
}

/**
 * Saves the parent's name. Resolves with null once saved (every reader of the name, the
 * header and the profile, has read it again), else with the message to show.
 */
export function useUpdateProfile(): {
  saveName: (name: string) => Promise<string | null>;
  saving: boolean;
} {
  const [save, { loading }] = useMutation(UpdateProfileDocument);
  const saveName = async (name: string) => {
    try {
      await save({ variables: { input: { name } } });
      return null;
    } catch (error) {
      return serverMessage(error);
    }
  };
  return { saveName, saving: loading };
}
