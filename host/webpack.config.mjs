// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig, ports } from '@portal/webpack-config';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default createAppConfig({
  dir,
  name: 'host',
  kind: 'host',
  port: ports().host,
  title: 'Parent Portal',
  runtimePlugins: [path.join(dir, 'src/remotes/federation-runtime-plugin.ts')],
  inlineEntry: path.join(dir, 'src/inline-first-load.ts'),
  installable: {
    name: 'Parent Portal',
    shortName: 'Parent Portal',
    description: 'Your cord blood and stem cell banking portal.',
    startUrl: '/portal',
    themeColor: '#0f6cbd',
    backgroundColor: '#ffffff',
    iconsDir: path.join(dir, 'src/app-icons'),
    serviceWorker: path.join(dir, 'src/service-worker/sw.ts'),
  },
});
