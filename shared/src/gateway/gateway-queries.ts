import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useCallback, useEffect, useState } from 'react';
import { useTransitionSnapshot } from '../store/use-transition-snapshot';
import { onSignedOut } from '../session/session-events';
import { forgetEarlyAnswers } from './early-answers';
import { registerGatewayReader } from './gateway-readers';
import { requestGateway } from './gateway-request';
import { gatewayRequestKey, operationNameOf } from './gateway-send';

/** What a component sees of one query: the last answer, the last failure, whether it waits. */
export interface GatewayQueryState<TData> {
  data: TData | undefined;
  error: Error | null;
  /** True while the first answer is awaited (a refetch keeps showing the data it has). */
  loading: boolean;
}

interface Entry {
  key: string;
  operationName: string | undefined;
  load: () => Promise<unknown>;
  state: GatewayQueryState<unknown>;
  inFlight: Promise<void> | null;
  listeners: Set<() => void>;
}

const IDLE: GatewayQueryState<never> = { data: undefined, error: null, loading: false };

/** The shell's queries by operation and variables: one request in flight for each. */
const entries = new Map<string, Entry>();

function entryFor(
  document: TypedDocumentNode<unknown, never>,
  variables: Record<string, unknown> | undefined,
): Entry {
  const operationName = operationNameOf(document);
  const key = gatewayRequestKey(operationName, variables);
  let entry = entries.get(key);
  if (!entry) {
    const created: Entry = {
      key,
      operationName,
      load: () => requestGateway(document as TypedDocumentNode<unknown, never>, variables as never),
      state: { data: undefined, error: null, loading: true },
      inFlight: null,
      listeners: new Set(),
    };
    entries.set(key, created);
    entry = created;
  }
  return entry;
}

function setState(entry: Entry, state: GatewayQueryState<unknown>): void {
  entry.state = state;
  for (const listener of entry.listeners) listener();
}

/** Asks the gateway again (joining a request already in flight); answers after a reset are dropped. */
function fetchEntry(entry: Entry): Promise<void> {
  if (entry.inFlight) return entry.inFlight;
  // Without an answer to show, asking again after a failure is loading again.
  if (entry.state.data === undefined && !entry.state.loading) {
    setState(entry, { data: undefined, error: null, loading: true });
  }
  entry.inFlight = entry
    .load()
    .then(
      (data) => {
        if (entries.get(entry.key) === entry)
          setState(entry, { data, error: null, loading: false });
      },
      (error: unknown) => {
        if (entries.get(entry.key) !== entry) return;
        setState(entry, {
          data: entry.state.data,
          error: error instanceof Error ? error : new Error(String(error)),
          loading: false,
        });
      },
    )
    .finally(() => {
      entry.inFlight = null;
    });
  return entry.inFlight;
}

/**
 * The first answer draws what the component waited for (a page, the journey): it renders in
 * slices (a transition). Every later change shows at once: a mutation answers once every
 * reader shows it (requestGateway), and whoever awaits it finds the new answer on screen.
 */
const firstAnswer = (shown: GatewayQueryState<unknown>, next: GatewayQueryState<unknown>) =>
  shown.data === undefined && next.data !== undefined;

/** How a component reads one query. */
export interface GatewayQueryOptions<TVariables> {
  variables?: TVariables;
  /** Ask nothing (no id yet): no answer, not loading. */
  skip?: boolean;
  /**
   * Show only an answer asked for since this component started showing the query, never one
   * read before (a form must start from the server's newest version).
   */
  fresh?: boolean;
}

/**
 * Reads a query from the gateway (see requestGateway): the answer it has at once (with `fresh`,
 * none until its own request has answered), and a fresh one from the gateway every time a
 * component starts showing it (cache and network) and whenever the gateway's data changed
 * (`refreshGatewayReaders`). Components showing the same query and variables share one answer
 * and one request in flight.
 */
export function useGatewayQuery<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  { variables, skip = false, fresh = false }: GatewayQueryOptions<TVariables> = {},
): GatewayQueryState<TData> & { refetch: () => Promise<void> } {
  const entry = skip ? null : entryFor(document as TypedDocumentNode<unknown, never>, variables);
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!entry) return () => undefined;
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    [entry],
  );
  const snapshot = useCallback(() => entry?.state ?? IDLE, [entry]);
  const state = useTransitionSnapshot(subscribe, snapshot, firstAnswer);
  // The entry whose request, asked for by this component, has answered.
  const [answered, setAnswered] = useState<Entry | null>(null);
  useEffect(() => {
    if (!entry) return undefined;
    let showing = true;
    void fetchEntry(entry).then(() => {
      // Only a fresh read re-renders for it: after a sign-out has reset the store, a re-render
      // would make a new entry and ask the gateway again for a parent who has left.
      if (showing && fresh) setAnswered(entry);
    });
    return () => {
      showing = false;
    };
  }, [entry, fresh]);
  const refetch = useCallback(() => (entry ? fetchEntry(entry) : Promise.resolve()), [entry]);
  if (fresh && entry && answered !== entry) {
    return { data: undefined, error: null, loading: true, refetch };
  }
  return { ...(state as GatewayQueryState<TData>), refetch };
}

/**
 * The gateway's data changed: every query a component shows asks again; answers nobody shows
 * are forgotten, so the next component to show one waits for a fresh answer.
 */
function readAgain(): Promise<unknown> {
  const shown: Entry[] = [];
  for (const entry of entries.values()) {
    if (entry.listeners.size > 0) shown.push(entry);
    else entries.delete(entry.key);
  }
  // A request already on its way may have been answered before the change: ask once more.
  return Promise.all(
    shown.map((entry) =>
      entry.inFlight ? entry.inFlight.then(() => fetchEntry(entry)) : fetchEntry(entry),
    ),
  );
}

registerGatewayReader(readAgain);

/**
 * Forgets every answer (on log out): nothing of one parent is shown to the next, and answers
 * still on their way are dropped. Components still showing one (the shell, until the log out
 * has left it) keep it until they unmount, and ask nothing more. Early answers the boot asked
 * for with the stored token go too.
 */
export function resetGatewayQueries(): void {
  entries.clear();
  forgetEarlyAnswers();
}

onSignedOut(resetGatewayQueries);
