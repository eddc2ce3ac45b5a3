// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig, ports } from '@portal/webpack-config';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default createAppConfig({
  dir,
  name: 'certificate',
  kind: 'remote',
  port: ports().remotes.certificate,
  title: 'Stem Cell Certificate · standalone',
  exposes: { './mount': './src/mount.tsx' },
  // Asked for by the host's main.js on a deep link's first load (tooling: first-reads.mjs).
  firstReads: [
    {
      path: '/portal/stem-cell-key',
      document: 'src/common/api/stem-cell-certificate.graphql',
      operation: 'StemCellCertificate',
    },
  ],
  // jsPDF imports these only for html() and SVG images, which the certificate never uses:
  // leaving them out keeps ~250 KB of never-loaded chunks out of the build.
  alias: { html2canvas: false, canvg: false, dompurify: false },
});
