import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@portal/shared';

let registry: Partial<Record<string, string>> = {};

/**
 * Registers the remotes named by the runtime document with the federation runtime.
 * Where a remote lives is data, not code: moving one needs no host rebuild.
 */
export function registerRemoteRegistry(remotes: Record<string, string>): void {
  registry = { ...remotes };
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

export function remoteEntryUrl(remote: RemoteName): string | undefined {
  return registry[remote];
}

/** Registers one remote again, dropping what the runtime cached of a failed load. */
export function refreshRemote(remote: RemoteName): void {
  const entry = registry[remote];
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}
