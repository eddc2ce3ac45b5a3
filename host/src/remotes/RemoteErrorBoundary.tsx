import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError, type RemoteName } from '@portal/shared';
import { RemoteFailure } from './RemoteFailure';
import { remoteErrorCode } from './remote-errors';
import { remoteEntryUrl } from './remote-registry';

interface Props {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/** Keeps a failing remote inside the content area; the rest of the portal keeps working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError(error, {
      tags: { remote: this.props.remote, code: remoteErrorCode(error) },
      extra: {
        entry: remoteEntryUrl(this.props.remote) ?? 'unregistered',
        componentStack: info.componentStack ?? '',
      },
    });
  }

  override render() {
    if (this.state.error) {
      return (
        <RemoteFailure code={remoteErrorCode(this.state.error)} onRetry={this.props.onRetry} />
      );
    }
    return this.props.children;
  }
}
