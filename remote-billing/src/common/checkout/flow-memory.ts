import { clearedOnSignOut } from '@portal/shared';

/**
 * What a visitor typed, kept in this remote's memory while they sign in or create an account
 * (the auth remote's pages, in the same document). Never in browser storage: the page may be
 * on a shared hospital computer. A reload loses it; the page asks before that (leave guard).
 * Signing out forgets it: the next parent in the same tab finds none of it.
 */
const memory = clearedOnSignOut(new Map<string, unknown>());

export function remember<T>(flow: string, state: T): void {
  memory.set(flow, state);
}

export function recall<T>(flow: string): T | undefined {
  return memory.get(flow) as T | undefined;
}

export function forget(flow: string): void {
  memory.delete(flow);
}
