// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig, ports } from '@portal/webpack-config';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default createAppConfig({
  dir,
  name: '__MF__',
  kind: 'remote',
  port: ports().remotes.__MF__,
  title: '__TITLE__ · standalone',
  exposes: { './mount': './src/mount.tsx' },
});
