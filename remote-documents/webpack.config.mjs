// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig, ports } from '@portal/webpack-config';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default createAppConfig({
  dir,
  name: 'documents',
  kind: 'remote',
  port: ports().remotes.documents,
  title: 'Documents · standalone',
  exposes: { './mount': './src/mount.tsx' },
  // Asked for by the host's main.js on a deep link's first load (tooling: first-reads.mjs).
  firstReads: [
    {
      path: '/portal/documents',
      document: '../shared/src/orders/selected-child.graphql',
      operation: 'SelectedChild',
    },
    {
      path: '/portal/documents',
      document: 'src/features/documents/api/documents.graphql',
      operation: 'ChildDocuments',
    },
  ],
});
