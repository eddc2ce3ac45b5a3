import * as React from 'react';
import type { ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { Router } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
import type { RemoteLifecycleProps, RemoteLifecycles, RemoteName } from './mount-contract';
import { PortalProviders } from './PortalProviders';
import { RemoteFailure } from './RemoteFailure';

export interface CreateRemoteLifecyclesOptions {
  remote: RemoteName;
  App: ComponentType;
}

/**
 * A remote's single-spa lifecycles. The root renders the remote's App inside the portal
 * providers and react-router's low-level `<Router>` driven by the host's location and
 * navigator; `update` delivers each new location.
 */
export function createRemoteLifecycles({
  remote,
  App,
}: CreateRemoteLifecyclesOptions): RemoteLifecycles {
  function RemoteRoot({ location, navigator }: RemoteLifecycleProps) {
    return (
      <PortalProviders idPrefix={remote}>
        <Router location={location} navigator={navigator}>
          <App />
        </Router>
      </PortalProviders>
    );
  }
  RemoteRoot.displayName = `RemoteRoot(${remote})`;

  const lifecycles = singleSpaReact<RemoteLifecycleProps>({
    React,
    ReactDOMClient,
    rootComponent: RemoteRoot,
    errorBoundary: (error: Error) => <RemoteFailure remote={remote} error={error} />,
  });

  const { bootstrap, mount, unmount, update } = lifecycles;
  if (!update) throw new Error('single-spa-react did not create an update lifecycle.');
  return { bootstrap, mount, unmount, update } as RemoteLifecycles;
}
