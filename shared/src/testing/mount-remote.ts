import type { Location, Navigator, To } from 'react-router-dom';
import { createPath } from '../contract/navigator';
import type { RemoteLifecycleProps, RemoteName } from '../contract/mount-contract';

/** What a remote's mount.tsx exports (the lifecycles the host mounts as a parcel). */
export interface RemoteLifecycleModule {
  bootstrap(props: RemoteLifecycleProps): Promise<unknown>;
  mount(props: RemoteLifecycleProps): Promise<unknown>;
  update(props: RemoteLifecycleProps): Promise<unknown>;
  unmount(props: RemoteLifecycleProps): Promise<unknown>;
}

export function testLocation(pathname: string, search = ''): Location {
  return { pathname, search, hash: '', state: null, key: `${pathname}${search}` };
}

/** A navigator that records where the remote asked the host to go. */
export function testNavigator(): Navigator & { pushed: string[] } {
  const pushed: string[] = [];
  const href = (to: To) => (typeof to === 'string' ? to : createPath(to));
  return {
    pushed,
    createHref: href,
    push: (to) => void pushed.push(href(to)),
    replace: (to) => void pushed.push(href(to)),
    go: () => undefined,
  };
}

/**
 * Mounts a remote's lifecycles into a fresh element as the host does, at `pathname`.
 * Lifecycles render into their own React root: call this outside act() (single-spa-react
 * resolves mount and update after React commits, which an act() scope would hold back).
 */
export async function mountRemoteForTests(
  lifecycles: RemoteLifecycleModule,
  remote: RemoteName,
  pathname: string,
) {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const navigator = testNavigator();
  const props: RemoteLifecycleProps = {
    name: remote,
    remote,
    domElement,
    navigator,
    location: testLocation(pathname),
  };
  await lifecycles.bootstrap(props);
  await lifecycles.mount(props);
  return {
    domElement,
    navigator,
    update: (next: string) => lifecycles.update({ ...props, location: testLocation(next) }),
    unmount: async () => {
      await lifecycles.unmount(props);
      domElement.remove();
    },
  };
}
