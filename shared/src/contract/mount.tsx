import * as React from 'react';
import type { ComponentType, ReactNode } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import type { Location, Navigator } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
import type { RemoteLifecycleProps, RemoteLifecycles, RemoteName } from './mount-contract';
import { registerCatalog, type CatalogLoader } from '../i18n/language';
import { loadSharedWords, SHARED_WORDS } from '../i18n/shared-catalog';
import { PortalProviders } from './PortalProviders';
import { RemoteFailure } from './RemoteFailure';

/** react-router's low-level `<Router>`, from the remote's own copy of react-router. */
export type RemoteRouter = ComponentType<{
  location: Location;
  navigator: Navigator;
  children?: ReactNode;
}>;

export interface CreateRemoteLifecyclesOptions {
  remote: RemoteName;
  App: ComponentType;
  /**
   * The remote passes react-router's `Router` itself: react-router holds no state that must
   * be one instance (the host hands over a plain location and navigator), so every app ships
   * its own tree-shaken copy instead of all of them loading the whole package.
   */
  Router: RemoteRouter;
  /**
   * The remote's own catalogue (its texts in each language, `npm run i18n`): registered at
   * bootstrap, so the remote first renders in the portal's language and follows every switch.
   */
  catalog?: CatalogLoader;
  /**
   * Whether the remote says @portal/shared's journey words or plan names (their catalogue is
   * registered beside its own). The sign-in pages do not, so /login's first load skips them.
   */
  sharedWords?: boolean;
}

/**
 * react-dom's client API for single-spa-react, with a parcel's first render made a
 * transition: React then renders the page in slices of a few milliseconds, yielding to the
 * browser between them, instead of one long task that blocks a slow phone's main thread
 * (Lighthouse's Total Blocking Time). Updates (each new location) render as before: the
 * `update` lifecycle resolves when its render commits, which a transition could postpone.
 */
const reactDomFirstRenderInTransition = {
  createRoot(container: Element | DocumentFragment): ReactDOMClient.Root {
    const root = ReactDOMClient.createRoot(container);
    let rendered = false;
    return {
      render(children: ReactNode) {
        if (rendered) return root.render(children);
        rendered = true;
        React.startTransition(() => root.render(children));
      },
      unmount: () => root.unmount(),
    };
  },
};

/**
 * A remote's single-spa lifecycles. The root renders the remote's App inside the portal
 * providers and react-router's low-level `<Router>` driven by the host's location and
 * navigator; `update` delivers each new location.
 */
export function createRemoteLifecycles({
  remote,
  App,
  Router,
  catalog,
  sharedWords = true,
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
    ReactDOMClient: reactDomFirstRenderInTransition,
    rootComponent: RemoteRoot,
    errorBoundary: (error: Error) => <RemoteFailure remote={remote} error={error} />,
  });

  const { mount, unmount, update } = lifecycles;
  if (!update) throw new Error('single-spa-react did not create an update lifecycle.');
  // Its texts before its first render (in production they live only in the catalogue).
  const bootstrap = async (props: RemoteLifecycleProps) => {
    await Promise.all([
      catalog && registerCatalog(remote, catalog),
      sharedWords && registerCatalog(SHARED_WORDS, loadSharedWords),
    ]);
    return (lifecycles.bootstrap as (props: RemoteLifecycleProps) => Promise<unknown>)(props);
  };
  return { bootstrap, mount, unmount, update } as RemoteLifecycles;
}
