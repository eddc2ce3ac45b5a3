import { useEffect } from 'react';
import { Trans } from '@lingui/react/macro';
import { reportError } from '../error-reporting/error-reporting';
import type { RemoteName } from './mount-contract';

export interface RemoteFailureProps {
  remote: RemoteName;
  error: Error;
}

/** The calm fallback of a remote that threw while rendering; the failure is reported. */
export function RemoteFailure({ remote, error }: RemoteFailureProps) {
  useEffect(() => {
    reportError(error, { tags: { remote, area: 'remote-render' } });
  }, [remote, error]);

  return (
    <div role="alert" data-remote-failure={remote} style={{ padding: 24 }}>
      <p>
        <Trans>This part of the portal could not be shown right now.</Trans>
      </p>
      <p>
        <Trans>Please reload the page in a moment. Everything else keeps working.</Trans>
      </p>
    </div>
  );
}
