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
});
