// @ts-check
// What makes the host an installable web app that keeps working on a bad network: its web app
// manifest and icons (manifest.webmanifest, app-icons/) and its service worker (sw.js), compiled
// from the host's own source with the list of the host's files to precache written into it
// (Serwist's InjectManifest). Only in a production build: a dev server has no worker.
import fs from 'node:fs';
import path from 'node:path';
import { InjectManifest } from '@serwist/webpack-plugin';

export const WEB_MANIFEST_FILE = 'manifest.webmanifest';
export const SERVICE_WORKER_FILE = 'sw.js';
const ICONS_DIR = 'app-icons';

/**
 * @typedef {{
 *   name: string,
 *   shortName: string,
 *   description: string,
 *   startUrl: string,
 *   themeColor: string,
 *   backgroundColor: string,
 *   iconsDir: string,
 *   serviceWorker: string,
 * }} InstallableApp
 */

/** The web app manifest (the icons by their file names in `iconsDir`). @param {InstallableApp} app */
export function webManifest(app) {
  return {
    id: app.startUrl,
    name: app.name,
    short_name: app.shortName,
    description: app.description,
    lang: 'en',
    start_url: app.startUrl,
    scope: '/',
    display: 'standalone',
    theme_color: app.themeColor,
    background_color: app.backgroundColor,
    icons: [
      { src: `/${ICONS_DIR}/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `/${ICONS_DIR}/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: `/${ICONS_DIR}/icon-maskable-512.png`,
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  };
}

/** The files the worker precaches: the host's page, entry, chunks (scripts and their CSS), manifest and icons. */
export const PRECACHED = [
  /^index\.html$/,
  /^main\.js$/,
  /^chunks\/.+\.(?:js|css)$/,
  /^manifest\.webmanifest$/,
  /^app-icons\/.+\.png$/,
];

/** @param {InstallableApp} app @returns {import('webpack').WebpackPluginInstance[]} */
export function installableAppPlugins(app) {
  return [
    {
      apply(compiler) {
        const { RawSource } = compiler.webpack.sources;
        compiler.hooks.thisCompilation.tap('InstallableApp', (compilation) => {
          compilation.hooks.processAssets.tap(
            {
              name: 'InstallableApp',
              stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
            },
            () => {
              compilation.emitAsset(
                WEB_MANIFEST_FILE,
                new RawSource(`${JSON.stringify(webManifest(app), null, 2)}\n`),
              );
              for (const file of fs.readdirSync(app.iconsDir).filter((f) => f.endsWith('.png'))) {
                const icon = path.join(app.iconsDir, file);
                compilation.fileDependencies.add(icon);
                compilation.emitAsset(`${ICONS_DIR}/${file}`, new RawSource(fs.readFileSync(icon)));
              }
            },
          );
        });
      },
    },
    new InjectManifest({
      swSrc: app.serviceWorker,
      swDest: SERVICE_WORKER_FILE,
      include: PRECACHED,
      // Content-hashed chunks are their own version; main.js, the page, the manifest and the
      // icons are precached with a revision (a hash of their bytes).
      dontCacheBustURLsMatching: /\.[0-9a-f]{10}\.js$/,
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    }),
  ];
}
