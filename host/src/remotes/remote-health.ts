import { reportError, reportTiming, type RemoteName } from '@portal/shared';
import { remoteErrorCode } from './remote-errors';

/** Where a remote's load failed, from the error the federation runtime or the host raised. */
export function failurePhase(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const phase = (current as { phase?: unknown }).phase;
    if (typeof phase === 'string') return phase;
    current = (current as { cause?: unknown }).cause;
  }
  return 'load';
}

interface RemoteLoad {
  remote: RemoteName;
  version: string;
  url: string;
  durationMs: number;
}

/** A remote loaded: its load time goes to error reporting (a timing breadcrumb). */
export function reportRemoteLoaded({ remote, version, url, durationMs }: RemoteLoad): void {
  reportTiming('remote.load', durationMs, { remote, version, url, phase: 'loaded' });
}

/** A remote failed to load: reported with its name, version, address and phase. */
export function reportRemoteFailure({
  remote,
  version,
  url,
  durationMs,
  error,
}: RemoteLoad & { error: unknown }): void {
  const phase = failurePhase(error);
  reportError(error, {
    tags: { remote, version, code: remoteErrorCode(error), area: 'remote-load' },
    extra: { url, phase, duration_ms: Math.round(durationMs) },
  });
}
