// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig, ports } from '@portal/webpack-config';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default createAppConfig({
  dir,
  name: 'release',
  kind: 'remote',
  port: ports().remotes.release,
  title: 'Release or transfer · standalone',
  exposes: { './mount': './src/mount.tsx' },
  // Asked for by the host's main.js on a deep link's first load (tooling: first-reads.mjs).
  firstReads: [
    {
      path: '/portal/release',
      document: '../shared/src/orders/selected-child.graphql',
      operation: 'SelectedChild',
    },
    {
      path: '/portal/release',
      document: 'src/features/release/api/release.graphql',
      operation: 'ChildRelease',
    },
  ],
});
