// The mount lifecycle the host loads as a single-spa parcel (see docs/mount-contract.md).
import { Router } from '@portal/shared/router';
import { MOUNT_CONTRACT_VERSION, createRemoteLifecycles } from '@portal/shared';
import { RemoteRoutes } from './routes';
import { loadCatalog } from './catalog';

const lifecycles = createRemoteLifecycles({
  remote: 'release',
  App: RemoteRoutes,
  Router,
  catalog: loadCatalog,
});

export const { bootstrap, mount, unmount, update } = lifecycles;
export const contractVersion = MOUNT_CONTRACT_VERSION;
