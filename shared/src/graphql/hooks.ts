import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useGatewayQuery, type GatewayQueryState } from '../gateway/gateway-queries';
import { loadApolloClient, sendMutation, type SendMutationOptions } from './send-mutation';

/*
 * The pages' reads and changes. Reads use the portal's own gateway client (the query store of
 * useGatewayQuery, the shell's too: one answer and one request in flight per query, every
 * reader read again after each change, nothing kept after sign-out), so no page's first load
 * waits for a GraphQL client library. Changes go through the page's one Apollo client
 * (`sendMutation`), which loads at the page's first change, or at the parent's first key or tap
 * on a page that can send one (Apollo was 57 KB gz of every deep link's first load:
 * docs/size.md).
 */

/** How a page reads one query. */
export interface QueryOptions<TVariables> {
  variables?: TVariables;
  /** Ask nothing (no id yet): no answer, not loading. */
  skip?: boolean;
  /**
   * 'cache-and-network' (the default): the answer the portal has at once, then the gateway's.
   * 'network-only': only an answer asked for since the page showed it (a checkout's status, a
   * form's newest version).
   */
  fetchPolicy?: 'cache-and-network' | 'network-only';
}

export interface QueryResult<TData> extends GatewayQueryState<TData> {
  /** Asks the gateway again; the answer it has stays shown until the new one arrives. */
  refetch: () => Promise<void>;
  /** Asks again every `intervalMs` until `stopPolling` (or the page leaves). */
  startPolling: (intervalMs: number) => void;
  stopPolling: () => void;
}

/** One query as a page shows it (see QueryOptions). */
export function useQuery<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  { variables, skip = false, fetchPolicy = 'cache-and-network' }: QueryOptions<TVariables> = {},
): QueryResult<TData> {
  const state = useGatewayQuery(document, {
    ...(variables ? { variables } : {}),
    skip,
    fresh: fetchPolicy === 'network-only',
  });
  const { refetch } = state;
  const poll = useRef<ReturnType<typeof setInterval> | null>(null);
  const stopPolling = useCallback(() => {
    if (poll.current !== null) clearInterval(poll.current);
    poll.current = null;
  }, []);
  const startPolling = useCallback(
    (intervalMs: number) => {
      stopPolling();
      poll.current = setInterval(() => void refetch(), intervalMs);
    },
    [refetch, stopPolling],
  );
  useEffect(() => stopPolling, [stopPolling]);
  return { ...state, startPolling, stopPolling };
}

/** A change as a page sends it. */
export interface MutateOptions<TVariables> extends SendMutationOptions {
  variables: TVariables;
}

export interface MutationState<TData> {
  loading: boolean;
  data: TData | undefined;
  error: Error | null;
}

/** Loads the Apollo client at the parent's first key or tap on the page. */
function loadApolloAtFirstInteraction(): () => void {
  const events = ['pointerdown', 'keydown'] as const;
  const load = () => {
    stop();
    void loadApolloClient().catch(() => undefined);
  };
  const stop = () => {
    for (const event of events) document.removeEventListener(event, load, true);
  };
  for (const event of events) document.addEventListener(event, load, true);
  return stop;
}

/**
 * For a page that sends changes with `sendMutation`: what sends them (the Apollo client) loads
 * at the parent's first key or tap on the page, before the first change is sent. `useMutation`
 * does it by itself.
 */
export function usePreloadMutations(): void {
  useEffect(loadApolloAtFirstInteraction, []);
}

/**
 * A change sent to the gateway (see sendMutation): `mutate` answers `{ data }` once every reader
 * of the gateway has read again (or throws the gateway's refusal or the network's failure); the
 * state says whether one is on its way.
 */
export function useMutation<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
): [(options: MutateOptions<TVariables>) => Promise<{ data: TData }>, MutationState<TData>] {
  const [state, setState] = useState<MutationState<TData>>({
    loading: false,
    data: undefined,
    error: null,
  });
  usePreloadMutations();
  const mutate = useCallback(
    async ({ variables, refreshReaders }: MutateOptions<TVariables>) => {
      setState((previous) => ({ ...previous, loading: true, error: null }));
      try {
        const data = await sendMutation(document, variables, {
          ...(refreshReaders === false ? { refreshReaders } : {}),
        });
        setState({ loading: false, data, error: null });
        return { data };
      } catch (error) {
        setState({
          loading: false,
          data: undefined,
          error: error instanceof Error ? error : new Error(String(error)),
        });
        throw error;
      }
    },
    [document],
  );
  return [mutate, state];
}
