import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

type ApolloClientModule = typeof import('./apollo-client');

let loading: Promise<ApolloClientModule> | null = null;

/**
 * Starts loading the Apollo client (a chunk of its own, in no first load): at a page's first
 * change, or earlier, at the parent's first key or tap on a page that can send one. A failed
 * load (no connection) is tried again by the next call.
 */
export function loadApolloClient(): Promise<ApolloClientModule> {
  loading ??= import('./apollo-client').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** How a change leaves the gateway's other readers. */
export interface SendMutationOptions {
  /**
   * False for a change only its own page reads (a draft save): the other readers of the
   * gateway are not asked again. By default every reader reads again before the change answers.
   */
  refreshReaders?: boolean;
}

/**
 * Sends one mutation through the page's Apollo client and answers its data once every reader
 * of the gateway has read again (unless `refreshReaders` is false). Throws the gateway's
 * refusal (an error whose `errors` are the gateway's: `graphQLErrorCode`, `fieldProblems` and
 * `isAccessRevoked` read it) or the network's failure.
 */
export async function sendMutation<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  { refreshReaders }: SendMutationOptions = {},
): Promise<TData> {
  const { getApolloClient } = await loadApolloClient();
  const { data } = await getApolloClient().mutate({
    mutation: document,
    variables,
    ...(refreshReaders === false ? { context: { refreshReaders } } : {}),
  } as never);
  if (!data) throw new Error('The gateway answered the change without data.');
  return data as TData;
}
