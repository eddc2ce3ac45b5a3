// The portal's documented error codes for remotes (see docs/error-codes.md).

export const REMOTE_ERROR_CODES = {
  /** The remote's manifest or entry could not be fetched or evaluated. */
  loadFailed: 'PORTAL-REMOTE-001',
  /** The remote loaded but does not expose the mount contract the host expects. */
  contractMismatch: 'PORTAL-REMOTE-002',
  /** The remote threw while mounting or rendering. */
  mountFailed: 'PORTAL-REMOTE-003',
  /** The registry has no address for this remote. */
  notRegistered: 'PORTAL-REMOTE-004',
} as const;

export type RemoteErrorCode = (typeof REMOTE_ERROR_CODES)[keyof typeof REMOTE_ERROR_CODES];

/** Where each kind of failure happens (reported with it). */
const PHASES: Record<RemoteErrorCode, string> = {
  'PORTAL-REMOTE-001': 'load',
  'PORTAL-REMOTE-002': 'contract',
  'PORTAL-REMOTE-003': 'mount',
  'PORTAL-REMOTE-004': 'registry',
};

export class RemoteError extends Error {
  /** Where it failed: the registry, loading, the contract check or mounting. */
  phase: string;

  constructor(
    readonly code: RemoteErrorCode,
    readonly remote: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${code} ${message}`, options);
    this.name = 'RemoteError';
    this.phase = PHASES[code];
  }
}

export class RemoteLoadError extends RemoteError {
  constructor(remote: string, lifecycle: string, cause: unknown) {
    super(
      REMOTE_ERROR_CODES.loadFailed,
      remote,
      `Remote "${remote}" could not be loaded (${lifecycle}).`,
      { cause },
    );
    this.name = 'RemoteLoadError';
    // Where it failed: 'manifest' (the host's reading of it) or the federation runtime's
    // lifecycle (loadEntry, onLoad...).
    this.phase = `load:${lifecycle}`;
  }
}

/** Finds the portal error code carried by an error or one of its causes. */
export function remoteErrorCode(error: unknown): RemoteErrorCode {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (current instanceof RemoteError) return current.code;
    current = (current as { cause?: unknown }).cause;
  }
  return REMOTE_ERROR_CODES.mountFailed;
}
