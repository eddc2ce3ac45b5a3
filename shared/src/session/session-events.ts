import { reportError } from '../error-reporting/error-reporting';
import type { PortalUser } from './portal-user';

/** How the parent just signed in, when they did it on this page (not a restored session). */
export interface SignInMethod {
  label: 'email' | 'google';
  /** The account was created by this sign-in (sign-up). */
  created: boolean;
}

type SignedInListener = (user: PortalUser, method?: SignInMethod) => void;
type SignedOutListener = () => void | Promise<void>;

const signedInListeners = new Set<SignedInListener>();
const signedOutListeners = new Set<SignedOutListener>();

/**
 * Called when a parent is signed in on this page: a restored session (no method) or a sign-in
 * or sign-up done here. Answers a function that stops listening.
 */
export function onSignedIn(listener: SignedInListener): () => void {
  signedInListeners.add(listener);
  return () => signedInListeners.delete(listener);
}

/**
 * Called when the parent signs out (or the auth provider ends the session): whatever holds
 * one parent's data forgets it here, so the auth module never has to know who holds what.
 */
export function onSignedOut(listener: SignedOutListener): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

/**
 * A module-level store (a Map, a Set) that may hold what one parent typed or was shown, emptied
 * when they sign out: sign-out does not reload the page, so on a shared computer the next
 * parent in the same tab would find it. Every such store of every app is made with this, or
 * registers its own reset with `onSignedOut`; `src/sign-out-stores.test.ts` holds each to it.
 */
export function clearedOnSignOut<TStore extends { clear(): void }>(store: TStore): TStore {
  onSignedOut(() => store.clear());
  return store;
}

function reportListenerError(error: unknown): void {
  reportError(error, { tags: { area: 'auth', action: 'sessionListener' } });
}

export function announceSignedIn(user: PortalUser, method?: SignInMethod): void {
  for (const listener of [...signedInListeners]) {
    try {
      listener(user, method);
    } catch (error) {
      reportListenerError(error);
    }
  }
}

/** Tells every listener, and waits for those that forget asynchronously (a cache). */
export async function announceSignedOut(): Promise<void> {
  await Promise.all(
    [...signedOutListeners].map(async (listener) => {
      try {
        await listener();
      } catch (error) {
        reportListenerError(error);
      }
    }),
  );
}
