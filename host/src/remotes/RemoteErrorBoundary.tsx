import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError, type RemoteName } from '@portal/shared';
import { RemoteFailure } from './RemoteFailure';
import { REMOTE_ERROR_CODES, remoteErrorCode } from './remote-errors';
import { remoteEntryUrl, remoteIsBack, remoteVersion } from './remote-registry';

interface Props {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/** First wait before checking whether a failed remote is back; doubled up to the maximum. */
export const RECOVERY_FIRST_DELAY_MS = 3000;
const RECOVERY_MAX_DELAY_MS = 30_000;

/**
 * Keeps a failing remote inside the content area; the rest of the portal keeps working. While
 * it shows the failure it checks, less and less often, whether the remote is back (its
 * manifest answers, or the registry names a new version) and then loads it by itself.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  // Set in the constructor, not as class fields: the fields' helper would be the boot's only one.
  declare private timer: ReturnType<typeof setTimeout> | undefined;
  declare private delay: number;

  constructor(props: Props) {
    super(props);
    this.state = { error: null };
    this.delay = RECOVERY_FIRST_DELAY_MS;
  }

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  /**
   * Offline, a page that could not load is no failure (RemoteFailure says so calmly): it loads
   * by itself as soon as the connection returns.
   */
  override componentDidMount(): void {
    addEventListener('online', this);
  }

  handleEvent(): void {
    if (this.state.error) this.props.onRetry();
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const code = remoteErrorCode(error);
    // Load, registry and contract failures were reported where they happened (load-remote).
    if (code === REMOTE_ERROR_CODES.mountFailed) {
      reportError(error, {
        tags: {
          remote: this.props.remote,
          version: remoteVersion(this.props.remote),
          code,
          area: 'remote-render',
        },
        extra: {
          url: remoteEntryUrl(this.props.remote) ?? 'unregistered',
          phase: 'mount',
          component: info.componentStack?.split('\n').find(Boolean)?.trim() ?? '',
        },
      });
    }
    this.scheduleRecovery(code !== REMOTE_ERROR_CODES.mountFailed);
  }

  override componentWillUnmount(): void {
    clearTimeout(this.timer);
    removeEventListener('online', this);
  }

  private scheduleRecovery(unreachable: boolean): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      void remoteIsBack(this.props.remote, unreachable).then((back) => {
        if (back) this.props.onRetry();
        else {
          this.delay = Math.min(this.delay * 2, RECOVERY_MAX_DELAY_MS);
          this.scheduleRecovery(unreachable);
        }
      });
    }, this.delay);
  }

  override render() {
    if (this.state.error) {
      return (
        <RemoteFailure
          code={remoteErrorCode(this.state.error)}
          offline={navigator.onLine === false}
          onRetry={this.props.onRetry}
        />
      );
    }
    return this.props.children;
  }
}
