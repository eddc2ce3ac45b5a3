// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig, ports } from '@portal/webpack-config';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default createAppConfig({
  dir,
  name: 'pickup',
  kind: 'remote',
  port: ports().remotes.pickup,
  title: 'Request Kit Pick Up · standalone',
  exposes: { './mount': './src/mount.tsx' },
  // Asked for by the host's main.js on a deep link's first load (tooling: first-reads.mjs): the
  // page's own read, and the child's name its heading shows (@portal/shared's useSelectedChild).
  firstReads: [
    {
      path: '/portal/pick-up',
      document: '../shared/src/orders/selected-child.graphql',
      operation: 'SelectedChild',
    },
    {
      path: '/portal/pick-up',
      document: 'src/features/pickup/api/pickup.graphql',
      operation: 'PickupOrder',
    },
  ],
});
