// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig, ports } from '@portal/webpack-config';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default createAppConfig({
  dir,
  name: 'medical_form',
  kind: 'remote',
  port: ports().remotes.medical_form,
  title: 'Medical Health Form · standalone',
  exposes: { './mount': './src/mount.tsx' },
});
