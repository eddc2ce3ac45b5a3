// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig, ports } from '@portal/webpack-config';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default createAppConfig({
  dir,
  name: 'auth',
  kind: 'remote',
  port: ports().remotes.auth,
  title: 'Sign in · standalone',
  exposes: { './mount': './src/mount.tsx' },
});
