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
});
