import type { Location, Navigator } from 'react-router-dom';

/** The remotes, by the names the host mounts them with. */
export type RemoteName =
  'auth' | 'medical_form' | 'pickup' | 'certificate' | 'billing' | 'documents' | 'release';

export const REMOTE_NAMES: readonly RemoteName[] = [
  'auth',
  'medical_form',
  'pickup',
  'certificate',
  'billing',
  'documents',
  'release',
];

/** Bumped on any breaking change of the props below; host and remotes must agree. */
export const MOUNT_CONTRACT_VERSION = 1;

/** What the host passes to a remote's parcel on mount and on every update. */
export interface RemoteMountProps {
  remote: RemoteName;
  /** The host router's current location. */
  location: Location;
  /** The host router's navigator: a remote's links and navigate() push into the host history. */
  navigator: Navigator;
}

/** The mount props plus what single-spa adds (name, the element to render into...). */
export interface RemoteLifecycleProps extends RemoteMountProps {
  name?: string;
  domElement?: HTMLElement;
  [key: string]: unknown;
}

/** The framework-agnostic lifecycle a remote exposes (made by createRemoteLifecycles). */
export interface RemoteLifecycles {
  bootstrap(props: RemoteLifecycleProps): Promise<unknown>;
  mount(props: RemoteLifecycleProps): Promise<unknown>;
  unmount(props: RemoteLifecycleProps): Promise<unknown>;
  update(props: RemoteLifecycleProps): Promise<unknown>;
}
