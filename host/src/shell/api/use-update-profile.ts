import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ProblemLike } from '@portal/shared';
import { fieldProblems, graphQLErrorCode, useMutation } from '@portal/shared/graphql';
import { UpdateProfileDocument } from './update-profile.generated';

/** Why the name was not saved: a text of the host's, or the gateway's problem with the name. */
export type NameProblem = { text: MessageDescriptor } | { field: ProblemLike };

const NOT_SAVED = msg`Your name could not be saved just now. Please try again in a moment.`;

/** The gateway's problem with the name field (BAD_USER_INPUT), else a calm general one. */
function serverProblem(error: unknown): NameProblem {
  if (graphQLErrorCode(error) === 'BAD_USER_INPUT') {
    const field = fieldProblems(error).find((problem) => problem.field === 'input.name');
    if (field) return { field };
  }
  return { text: NOT_SAVED };
}

/**
 * Saves the parent's name. Resolves with null once saved (every reader of the name, the
 * header and the profile, has read it again), else with the problem to show.
 */
export function useUpdateProfile(): {
  saveName: (name: string) => Promise<NameProblem | null>;
  saving: boolean;
} {
  const [save, { loading }] = useMutation(UpdateProfileDocument);
  const saveName = async (name: string) => {
    try {
      await save({ variables: { input: { name } } });
      return null;
    } catch (error) {
      return serverProblem(error);
    }
  };
  return { saveName, saving: loading };
}
