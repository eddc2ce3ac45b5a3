// @ts-check
// One webpack + Module Federation 2 configuration for the host and every remote, so the
// shared singletons, loaders and caching rules cannot drift between teams.
import { createRequire } from 'node:module';
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { localPortalDocument } from './local-stack.mjs';
import { IntegrateFirstLoadPlugin } from './integrate-first-load.mjs';
import { BootPreloadPlugin } from './boot-preload.mjs';
import { SNAPSHOT_HANDLER_MODULE } from './federation-no-snapshots.mjs';
import { PRELOAD_MODULE } from './federation-no-preloads.mjs';
import {
  FluentUtilitiesCheckPlugin,
  SHARED_UTILITIES_FILE,
} from './fluent-react-utilities-check.mjs';
import { installableAppPlugins, WEB_MANIFEST_FILE } from './installable-app.mjs';
import CompressionPlugin from 'compression-webpack-plugin';
import zlib from 'node:zlib';
import { buildProfile, buildProfileName, persistentCacheWanted } from './build-profile.mjs';
import { ReadableChunkIdsPlugin } from './readable-chunk-ids.mjs';
import { CompileHintsPlugin } from './compile-hints.mjs';
import { PortalContractPlugin } from './portal-contract.mjs';
import { ENGLISH_CATALOGUE } from './empty-source-catalogue.mjs';
import { manifestWithFirstReads } from './first-reads.mjs';
import { FEDERATION_ERROR_TEXTS_MODULE } from './federation-error-texts.mjs';
import { griffelCssPlugins, griffelCssRules } from './griffel/extract-css.mjs';
import { LAYER_ORDER } from './griffel/css-layers.mjs';

const requireHere = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * The brand's Fluent theme as CSS variables on :root (scripts/generate-brand-theme.mjs), which
 * every app's page carries in its own <style>: no script has to build the theme's style rule
 * before the first paint (FluentProvider adds only the brand's fonts).
 */
const BRAND_THEME_CSS = path.join(here, '../../shared/src/theme/brand-light-theme.generated.css');

/**
 * The federation runtime's core as Module Federation's own runtime resolves it (enhanced ->
 * runtime-tools -> runtime -> runtime-core), so the host's lent copy is the module its own
 * runtime uses, not a second one.
 */
function runtimeCoreModule() {
  const fromEnhanced = createRequire(requireHere.resolve('@module-federation/enhanced/webpack'));
  const fromTools = createRequire(fromEnhanced.resolve('@module-federation/runtime-tools'));
  const fromRuntime = createRequire(fromTools.resolve('@module-federation/runtime'));
  // The package's CommonJS main is dist/index.cjs; webpack bundles its ES module beside it.
  return path.join(
    path.dirname(fromRuntime.resolve('@module-federation/runtime-core')),
    'index.js',
  );
}

/**
 * The ES module directory of Module Federation's webpack bundler runtime (the functions each
 * app's webpack runtime calls to take shared modules and start its container), as Module
 * Federation's generated entry reaches it (enhanced -> webpack-bundler-runtime).
 */
function bundlerRuntimeDir() {
  const fromEnhanced = createRequire(requireHere.resolve('@module-federation/enhanced/webpack'));
  return path.dirname(fromEnhanced.resolve('@module-federation/webpack-bundler-runtime'));
}

/** `@module-federation/runtime` as the bundler runtime imports it (the same module, not a copy). */
function federationRuntimeModule() {
  const fromBundler = createRequire(path.join(bundlerRuntimeDir(), 'index.cjs'));
  return path.join(path.dirname(fromBundler.resolve('@module-federation/runtime')), 'index.js');
}

/**
 * What the remotes that borrow the host's federation runtime also borrow of its bundler runtime
 * (see borrowed-bundler-runtime.mjs): its package entry as Module Federation's generated entry
 * imports it, swapped in a remote's build, and the modules the stand-in imports itself.
 */
const BUNDLER_RUNTIME_ENTRY =
  /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/;
const bundlerRuntimeAliases = () => ({
  'portal-federation-bundler-runtime$': path.join(bundlerRuntimeDir(), 'index.js'),
  'portal-federation-attach-share-scope-map$': path.join(
    bundlerRuntimeDir(),
    'attachShareScopeMap.js',
  ),
  'portal-federation-init-container-entry$': path.join(
    bundlerRuntimeDir(),
    'initContainerEntry.js',
  ),
  'portal-federation-runtime$': federationRuntimeModule(),
});

/**
 * Griffel as the apps share it (./griffel/core.mjs, ./griffel/react.mjs): the contexts, the
 * renderer and what compiled styles call, without the run-time style resolver; and the
 * packages themselves, which those entries re-export from.
 * @param {string} dir the app's folder
 */
function griffelAliases(dir) {
  return {
    '@griffel/core$': path.join(here, 'griffel/core.mjs'),
    '@griffel/react$': path.join(here, 'griffel/react.mjs'),
    '@portal/griffel-core-source$': path.join(packageDir(dir, '@griffel/core'), 'src/index.js'),
    '@portal/griffel-react-source$': path.join(packageDir(dir, '@griffel/react'), 'src/index.js'),
  };
}

/**
 * react-router's production build. Its package's exports name only its development build
 * (warnings and dev-only checks that no `process.env.NODE_ENV` removes), though it ships a
 * production build beside it.
 * @param {string} dir the app's folder
 */
function reactRouterProduction(dir) {
  const dist = path.join(packageDir(dir, 'react-router'), 'dist/production');
  return {
    'react-router$': path.join(dist, 'index.mjs'),
    'react-router/dom$': path.join(dist, 'dom-export.mjs'),
  };
}

/** The version of the federation runtime's core the apps build with. */
function runtimeCoreVersion() {
  const pkg = path.join(path.dirname(runtimeCoreModule()), '../package.json');
  return JSON.parse(fs.readFileSync(pkg, 'utf8')).version;
}

/** A remote's standalone page loads this before its main.js (see provide-federation-runtime.mjs). */
const STANDALONE_RUNTIME_FILE = 'federation-runtime.js';

/** Fluent's token list, which `fluent-tokens.mjs` stands in for in every build. */
const FLUENT_TOKENS_MODULE = /[\\/]@fluentui[\\/]tokens[\\/]lib[\\/]tokens\.js$/;
const { NormalModuleReplacementPlugin } = createRequire(requireHere.resolve('webpack'))('webpack');

// The minimizer webpack itself depends on, with SWC instead of Terser: several times faster
// on two cores, for a few hundred bytes more.
const MinimizerPlugin = createRequire(requireHere.resolve('webpack'))('minimizer-webpack-plugin');

export { REMOTES, ports, localPortalDocument, FIREBASE_PROJECT_ID } from './local-stack.mjs';
export { CONTRACT_FILE, describeApp } from './portal-contract.mjs';

/**
 * Packages shared as singletons (a trailing slash shares the package's subpaths too): the
 * ones whose state must be one instance in the page, and the curated entries of
 * `@portal/shared` that every page needs (react-router through `@portal/shared/router`: one
 * copy in the page instead of one per app). A shared module cannot be tree-shaken, so
 * libraries without such state are left out and each app ships the part it uses: graphql,
 * and Apollo Client itself: it lives only inside @portal/shared (one client, reached through
 * `@portal/shared/graphql`'s changes and loaded with the first), so the page ships the part of
 * it the portal uses. Firebase too is reached only through @portal/shared (its auth store is the one
 * instance), so only the SDK functions the portal names ship. Measured: see docs/size.md.
 */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  '@portal/shared',
  '@portal/shared/graphql',
  '@portal/shared/router',
  '@portal/shared/ui',
  '@portal/shared/ui/dialogs',
  '@portal/shared/ui/menus',
  '@portal/shared/ui/display',
  '@portal/shared/ui/inputs',
  // Fluent's state, shared on its own so that components from the UI entries (which different
  // apps' builds may provide) meet one theme and id context, one Griffel renderer and class
  // lookup table (mergeClasses) and one field context (a Field around a Select): no component
  // renders unstyled, with a second theme, or without its label. Tabster and Keyborg keep
  // their one instance on `window` themselves, so each build tree-shakes its own copy.
  '@fluentui/react-shared-contexts',
  '@fluentui/react-utilities',
  '@fluentui/react-field',
  '@griffel/react',
  '@griffel/core',
  // Its React context is state: the host's `<Parcel>` and the remotes' lifecycles (made by
  // @portal/shared) meet one copy, where the host's bundle held a second (2.4 KB gz a load).
  'single-spa-react',
];

/** SVGs up to this size are inlined as data URLs (see the asset rule). */
const SVG_INLINE_MAX_BYTES = 1024;

/**
 * An SVG as a data URL, percent-encoded only where a URL needs it: the markup stays readable
 * text, which compresses with the script or page around it (base64 would not).
 * @param {Buffer} content
 */
function svgDataUrl(content) {
  return `data:image/svg+xml,${content
    .toString('utf8')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/"/g, "'")
    .replace(/[%#<>?[\\\]^`{|}]/g, encodeURIComponent)}`;
}

/** Packages an app does not depend on directly, reached through the package that does. */
const REACHED_THROUGH = {
  'react-router': 'react-router-dom',
  '@fluentui/react-components': '@portal/shared',
  '@fluentui/react-shared-contexts': '@fluentui/react-components',
  '@fluentui/react-utilities': '@fluentui/react-components',
  '@fluentui/react-field': '@fluentui/react-components',
  '@griffel/react': '@fluentui/react-components',
  '@griffel/core': '@griffel/react',
  '@fluentui/react-theme': '@fluentui/react-components',
  'single-spa-react': '@portal/shared',
};

/**
 * The directory of a package as the app resolves it (pnpm keeps transitive packages out of
 * an app's node_modules, so those are resolved from their parent package).
 * @param {string} dir
 * @param {string} pkg
 * @returns {string}
 */
function packageDir(dir, pkg) {
  const name = pkg
    .replace(/\/$/, '')
    .split('/')
    .slice(0, pkg.startsWith('@') ? 2 : 1)
    .join('/');
  const parent = REACHED_THROUGH[/** @type {keyof typeof REACHED_THROUGH} */ (name)];
  const from = parent ? packageDir(dir, parent) : dir;
  const require = createRequire(path.join(from, 'package.json'));
  try {
    return path.dirname(require.resolve(`${name}/package.json`));
  } catch {
    // No exported package.json: walk up from the main entry to the package's folder.
    let d = path.dirname(require.resolve(name));
    while (
      !fs.existsSync(path.join(d, 'package.json')) ||
      !d.endsWith(name.split('/').pop() ?? '')
    ) {
      d = path.dirname(d);
    }
    return d;
  }
}

/**
 * A package's CommonJS entry as Node resolves it from beside the package (for the build-time
 * style evaluation, which requires node_modules natively).
 * @param {string} dir the app's folder @param {string} pkg
 */
function packageMain(dir, pkg) {
  const beside = path.join(path.dirname(packageDir(dir, pkg)), pkg.startsWith('@') ? '..' : '.');
  return createRequire(path.join(beside, 'resolver.js')).resolve(pkg);
}

/** @param {string} dir @param {string} pkg */
function installedVersion(dir, pkg) {
  return JSON.parse(fs.readFileSync(path.join(packageDir(dir, pkg), 'package.json'), 'utf8'))
    .version;
}

/** @param {string} dir */
export function sharedSingletons(dir) {
  /** @type {Record<string, import('@module-federation/enhanced/webpack').moduleFederationPlugin.SharedConfig>} */
  const shared = {};
  for (const key of SINGLETONS) {
    const version = installedVersion(dir, key);
    const major = version.split('.')[0];
    shared[key] = {
      singleton: true,
      version,
      // Own packages move together; third parties accept any minor of the same major.
      requiredVersion: key.startsWith('@portal/') ? `^${version}` : `^${major}.0.0`,
      strictVersion: false,
      eager: false,
    };
  }
  return shared;
}

/**
 * @param {{
 *   dir: string,
 *   name: string,
 *   kind: 'host' | 'remote',
 *   port: number,
 *   title: string,
 *   exposes?: Record<string, string>,
 *   runtimePlugins?: string[],
 *   alias?: Record<string, string | false>,
 *   inlineEntry?: string,
 *   firstReads?: import('./first-reads.mjs').FirstReadSource[],
 *   installable?: import('./installable-app.mjs').InstallableApp,
 * }} app `inlineEntry`: a script the page runs inline, before main.js has arrived (production
 *   builds; see inlineScriptConfig). `firstReads`: the reads a remote's page makes first, which
 *   the host asks for on a deep link's first load (first-reads.mjs). `installable`: the host's
 *   web app manifest and service worker (installable-app.mjs)
 */
export function createAppConfig(app) {
  /** @param {Record<string, string | boolean>} _env @param {{ mode?: string }} argv */
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const config = appConfig(app, production);
    if (!production) return config;
    // A remote's production build borrows the host's federation runtime; its own page (run
    // standalone) gets the runtime from a script of its own, built beside it.
    if (app.kind === 'remote') return [config, standaloneRuntimeConfig(app, config.name)];
    // The page's inline script is built first: the app's page takes it in (BootPreloadPlugin).
    if (app.inlineEntry) {
      const inline = inlineScriptConfig(app);
      return [inline, { ...config, dependencies: [inline.name] }];
    }
    return config;
  };
}

/**
 * federation-runtime.js in a remote's dist: the federation runtime's core for the remote's own
 * page, where no host lends it.
 * @param {{ dir: string, name: string }} app
 * @param {string} dependsOn the remote's own compilation, which cleans dist/ first
 */
function standaloneRuntimeConfig(app, dependsOn) {
  return {
    name: `${app.name}-federation-runtime`,
    dependencies: [dependsOn],
    mode: 'production',
    target: 'web',
    context: app.dir,
    entry: { 'federation-runtime': path.join(here, 'federation-runtime-standalone.mjs') },
    devtool: false,
    output: {
      path: path.join(app.dir, 'dist'),
      filename: STANDALONE_RUNTIME_FILE,
      publicPath: 'auto',
      clean: false,
    },
    resolve: {
      alias: {
        '@module-federation/runtime-core$': runtimeCoreModule(),
        ...bundlerRuntimeAliases(),
      },
    },
    plugins: [],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** Where an app's inline script is built (read by its page's BootPreloadPlugin, not served). */
const inlineScriptFile = (/** @type {{ dir: string }} */ app) =>
  path.join(app.dir, 'node_modules/.cache/portal-inline-script/inline.js');

/**
 * Lingui's macros (`t`, `<Trans>`, `useLingui`), compiled away by its SWC plugin into calls of
 * the one runtime in `@portal/shared` (the federated singleton): a page team writes English
 * in its source, `npm run i18n` extracts it into its own catalogue. The plugin must match
 * @swc/core's plugin ABI (TOOLCHAIN.md: 6.7 with 1.16).
 */
export const linguiSwcPlugin = (
  /** @type {boolean} */ production,
  /** Where the compiled calls import the runtime from. */ runtime = '@portal/shared',
) => [
  requireHere.resolve('@lingui/swc-plugin'),
  {
    runtimeModules: {
      i18n: [runtime, 'i18n'],
      trans: [runtime, 'Trans'],
      useLingui: [runtime, 'useLingui'],
    },
    // A production build keeps a text's id and its English (no comment or context), which
    // lingui-inline-source-texts.mjs then compiles in place: English ships once, where it is
    // said, and other languages find the text by its id (docs/i18n.md).
    descriptorFields: production ? 'message' : 'all',
  },
];

/**
 * @portal/shared's own texts take the runtime from its module, not through the package's
 * name: inside the federated singleton, importing itself would wait on its own share.
 */
export const SHARED_I18N_RUNTIME = path.resolve(here, '../../shared/src/i18n/index.ts');
const SHARED_SOURCE = path.resolve(here, '../../shared/src') + path.sep;

/** The portal's TypeScript and JSX, compiled by SWC (every compilation of an app). */
const swcRule = (/** @type {boolean} */ production, /** @type {string} */ runtime) => ({
  loader: requireHere.resolve('swc-loader'),
  options: {
    jsc: {
      target: 'es2020',
      parser: { syntax: 'typescript', tsx: true },
      transform: {
        // The production JSX runtime in every mode: a remote on its dev server
        // mounts inside a production host, whose React (the shared singleton)
        // has no development-only internals for jsx-dev-runtime.
        react: { runtime: 'automatic', development: false, refresh: false },
      },
      experimental: { plugins: [linguiSwcPlugin(production, runtime)] },
    },
  },
});

/**
 * A production build says its English where the code says it (lingui-inline-source-texts.mjs
 * runs after SWC) and leaves the English catalogues empty; development keeps them.
 */
const scriptUse = (/** @type {boolean} */ production, /** @type {string} */ runtime) =>
  production
    ? [
        { loader: path.join(here, 'lingui-inline-source-texts.mjs'), options: { runtime } },
        swcRule(production, runtime),
      ]
    : [swcRule(production, runtime)];

const scriptRule = (production = true) => ({
  test: /\.[cm]?[jt]sx?$/,
  exclude: /node_modules/,
  oneOf: [
    {
      include: (/** @type {string} */ file) => file.startsWith(SHARED_SOURCE),
      use: scriptUse(production, SHARED_I18N_RUNTIME),
    },
    { use: scriptUse(production, '@portal/shared') },
  ],
});

const emptyEnglishCatalogues = {
  test: ENGLISH_CATALOGUE,
  enforce: /** @type {const} */ ('pre'),
  use: { loader: path.join(here, 'empty-source-catalogue.mjs') },
};

/**
 * A Brotli copy (`<file>.br`) beside every text asset of a production build, as a CDN's static
 * compression does: the local stack's static server sends it to a browser that accepts `br`
 * (scripts/lib/static-server.mjs), gzip otherwise. Built ahead because quality 11 is too slow
 * per request; the size budgets stay in gzip.
 * @param {number} quality
 */
const brotliCopies = (quality) =>
  new CompressionPlugin({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    test: /\.(?:m?js|json|html|css|svg)$/,
    compressionOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    },
    // Below 1 KB a compressed copy saves less than its headers cost.
    threshold: 1024,
    minRatio: 1,
  });

const minimizer = () =>
  new MinimizerPlugin({
    minify: MinimizerPlugin.swcMinify,
    minimizerOptions: { compress: { passes: 2 }, mangle: true },
  });

/**
 * The page's inline script: `app.inlineEntry` bundled on its own, without webpack's chunk
 * loading or the federation runtime (what it imports must load nothing: see
 * shared/src/first-load.ts), for the page to run before main.js has arrived.
 * @param {Parameters<typeof createAppConfig>[0]} app
 */
function inlineScriptConfig(app) {
  return {
    name: `${app.name}-inline-script`,
    mode: 'production',
    target: 'web',
    context: app.dir,
    entry: { inline: /** @type {string} */ (app.inlineEntry) },
    devtool: false,
    output: {
      path: path.dirname(inlineScriptFile(app)),
      filename: path.basename(inlineScriptFile(app)),
      iife: true,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.mjs', '.js'],
      conditionNames: ['@portal/source', '...'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: { rules: [scriptRule()] },
    optimization: { minimizer: [minimizer()] },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * @param {Parameters<typeof createAppConfig>[0]} app
 * @param {boolean} production
 */
function appConfig(app, production) {
  const isHost = app.kind === 'host';
  // Remotes borrow the host's federation runtime in production (see
  // provide-federation-runtime.mjs); on a dev server each keeps its own.
  const borrowsRuntime = production && !isHost;
  return {
    name: app.name,
    mode: production ? 'production' : 'development',
    context: app.dir,
    entry: { main: './src/index.ts' },
    // Maps are built for error reporting's uploads (release builds: build-profile.mjs) but
    // never referenced or served publicly.
    devtool: production
      ? buildProfile().sourceMaps
        ? 'hidden-source-map'
        : false
      : 'eval-cheap-module-source-map',
    output: {
      path: path.join(app.dir, 'dist'),
      // '[name].js' for entries: a content hash there breaks the federation runtime.
      filename: '[name].js',
      chunkFilename: production ? 'chunks/[name].[contenthash:10].js' : 'chunks/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      publicPath: 'auto',
      uniqueName: app.name,
      clean: borrowsRuntime ? { keep: STANDALONE_RUNTIME_FILE } : true,
    },
    resolve: {
      alias: {
        ...app.alias,
        ...griffelAliases(app.dir),
        // The part of Fluent's utilities its components use (fluent-react-utilities.mjs).
        '@fluentui/react-utilities$': SHARED_UTILITIES_FILE,
        '@portal/fluent-react-utilities-source$': path.join(
          packageDir(app.dir, '@fluentui/react-utilities'),
          'lib/index.js',
        ),
        ...(production ? reactRouterProduction(app.dir) : {}),
        '@module-federation/runtime-core$': runtimeCoreModule(),
        ...bundlerRuntimeAliases(),
      },
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // Workspace packages such as @portal/rules are read from their TypeScript sources.
      conditionNames: ['@portal/source', '...'],
      // ...whose NodeNext imports name the compiled '.js' file of a '.ts' source.
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      rules: [
        scriptRule(production),
        // Before @griffel/webpack-loader's rule below: post loaders run last rule first.
        ...griffelCssRules(),
        ...(production ? [emptyEnglishCatalogues] : []),
        {
          // Module Federation's SDK loggers marked pure, so a remote's entry that reads neither
          // leaves them out (federation-logger-pure.cjs).
          test: requireHere('./federation-logger-pure.cjs').FEDERATION_SDK_LOGGER,
          use: { loader: path.join(here, 'federation-logger-pure.cjs') },
        },
        {
          // Module Federation's version check answers a question it has answered before, and
          // the portal's own (a caret range) without regular expressions
          // (federation-semver-fast.cjs).
          test: requireHere('./federation-semver-fast.cjs').FEDERATION_SEMVER,
          use: { loader: path.join(here, 'federation-semver-fast.cjs') },
        },
        {
          // react-router's components marked pure, so the apps ship only those they use.
          test: /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/,
          use: { loader: path.join(here, 'react-router-pure.cjs') },
        },
        {
          // Icons imported from their own modules, not through the package's root: in the
          // portal's code (after SWC) and in Fluent's components (atomic-icon-imports.cjs).
          test: /\.[cm]?[jt]sx?$/,
          exclude: (/** @type {string} */ file) =>
            /[\\/]node_modules[\\/]/.test(file) &&
            !/[\\/]node_modules[\\/]@fluentui[\\/]react-(?!icons[\\/])/.test(file),
          enforce: 'post',
          use: { loader: path.join(here, 'atomic-icon-imports.cjs') },
        },
        {
          // The portal's own styles compiled at build time: `makeStyles` (from @portal/shared/ui)
          // becomes its CSS classes, so no style is resolved in the browser and the shared
          // Griffel entries leave the resolver out. Runs after SWC (enforce: 'post'); the modules
          // a style imports (tokens, breakpoints) are evaluated from their TypeScript sources.
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          enforce: 'post',
          use: {
            loader: requireHere.resolve('@griffel/webpack-loader'),
            options: {
              // The apps take makeStyles from @portal/shared/ui; the portal's own components in
              // that entry (shared/src/ui) from Fluent itself.
              modules: [
                { moduleSource: '@portal/shared/ui', importName: 'makeStyles' },
                { moduleSource: '@fluentui/react-components', importName: 'makeStyles' },
              ],
              babelOptions: { presets: [requireHere.resolve('@babel/preset-typescript')] },
              // Styles are evaluated with Griffel itself (its shorthands), not with the shared
              // entries above, and read workspace packages from their sources.
              inheritResolveOptions: ['modules', 'plugins'],
              webpackResolveOptions: {
                conditionNames: ['@portal/source', 'require'],
                // The helpers Babel adds to the modules it evaluates.
                alias: {
                  '@babel/runtime': path.dirname(
                    requireHere.resolve('@babel/runtime/package.json'),
                  ),
                  // A style reads only tokens and shorthands from Fluent (griffel/style-values.cjs).
                  '@fluentui/react-components$': path.join(here, 'griffel/style-values.cjs'),
                  '@portal/fluent-theme-source$': packageMain(app.dir, '@fluentui/react-theme'),
                  '@portal/griffel-core-source$': packageMain(app.dir, '@griffel/core'),
                },
                extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
              },
            },
          },
        },
        {
          // Small icons (the brand mark, Google's G) go inline: each was one more request
          // after the page's render, on a slow connection the last thing its first paint
          // waited for. Larger pictures stay files.
          test: /\.svg$/i,
          type: 'asset',
          parser: { dataUrlCondition: { maxSize: SVG_INLINE_MAX_BYTES } },
          generator: {
            dataUrl: svgDataUrl,
          },
        },
        { test: /\.(png|jpe?g|webp|woff2?)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: app.name,
        filename: 'remoteEntry.js',
        exposes: app.exposes ?? {},
        remotes: {},
        shared: sharedSingletons(app.dir),
        shareStrategy: 'loaded-first',
        manifest: manifestWithFirstReads(
          app.dir,
          app.firstReads,
          isHost ? undefined : app.exposes?.['./mount'],
        ),
        dts: false,
        runtimePlugins: [
          ...(isHost ? [path.join(here, 'provide-federation-runtime.mjs')] : []),
          ...(app.runtimePlugins ?? []),
        ],
        // Leave out of the federation runtime what the portal never runs: Node loading and
        // manifest snapshots everywhere (the host reads remotes' manifests itself:
        // federation-no-snapshots.mjs); in remotes (which load no remotes of their own)
        // remote loading too.
        experiments: {
          externalRuntime: borrowsRuntime,
          optimization: isHost
            ? { target: 'web', disableSnapshot: true }
            : { target: 'web', disableRemote: true, disableSnapshot: true },
        },
      }),
      // portal-contract.json: what this build exposes and expects (the contract check).
      new PortalContractPlugin({
        dir: app.dir,
        name: app.name,
        kind: app.kind,
        exposes: app.exposes,
        shared: sharedSingletons(app.dir),
        federationRuntime: isHost
          ? { lends: runtimeCoreVersion() }
          : borrowsRuntime
            ? { borrows: runtimeCoreVersion() }
            : undefined,
      }),
      new ReadableChunkIdsPlugin(),
      new FluentUtilitiesCheckPlugin(),
      new NormalModuleReplacementPlugin(
        SNAPSHOT_HANDLER_MODULE,
        path.join(here, 'federation-no-snapshots.mjs'),
      ),
      new NormalModuleReplacementPlugin(
        PRELOAD_MODULE,
        path.join(here, 'federation-no-preloads.mjs'),
      ),
      ...griffelCssPlugins({ production }),
      new NormalModuleReplacementPlugin(FLUENT_TOKENS_MODULE, path.join(here, 'fluent-tokens.mjs')),
      // A remote that borrows the host's federation runtime borrows its bundler runtime too.
      ...(borrowsRuntime
        ? [
            new NormalModuleReplacementPlugin(
              BUNDLER_RUNTIME_ENTRY,
              path.join(here, 'borrowed-bundler-runtime.mjs'),
            ),
          ]
        : []),
      new HtmlWebpackPlugin({
        // One page template for every app (the host and each remote's standalone page).
        template: path.join(path.dirname(fileURLToPath(import.meta.url)), 'index.html'),
        title: app.title,
        // Deep links (/portal/pick-up) must load /main.js, not a relative path.
        publicPath: '/',
        // The tab's icon in the page itself: as a file it was one more request (and, on
        // HTTP/1.1, one more connection) beside the first load's scripts. A PNG: an SVG icon
        // cost the page's main thread an isolated SVG document (docs/size.md).
        faviconUrl: fs.existsSync(path.join(app.dir, 'src/favicon.png'))
          ? `data:image/png;base64,${fs.readFileSync(path.join(app.dir, 'src/favicon.png')).toString('base64')}`
          : null,
        federationRuntimeScript: borrowsRuntime ? `/${STANDALONE_RUNTIME_FILE}` : null,
        themeStyle: `<style>${LAYER_ORDER}${fs.readFileSync(BRAND_THEME_CSS, 'utf8').trim()}</style>`,
        webManifest: production && app.installable ? `/${WEB_MANIFEST_FILE}` : null,
      }),
      ...(production
        ? [
            new NormalModuleReplacementPlugin(
              FEDERATION_ERROR_TEXTS_MODULE,
              path.join(here, 'federation-error-texts.mjs'),
            ),
            new IntegrateFirstLoadPlugin({
              exposes: Object.values(app.exposes ?? {}),
              apart: isHost ? ['react-dom/client'] : [],
            }),
            new BootPreloadPlugin({
              documents: isHost ? ['/portal.config.json'] : [],
              routeChunks: isHost ? ['portal-shell', 'firebase-auth', 'first-reads'] : [],
              sharedChunks: isHost,
              inlineScript: app.inlineEntry ? inlineScriptFile(app) : undefined,
            }),
            new CompileHintsPlugin({ exposes: Object.values(app.exposes ?? {}) }),
            ...(app.installable ? installableAppPlugins(app.installable) : []),
            brotliCopies(buildProfile().brotliQuality),
          ]
        : []),
    ],
    performance: { hints: false },
    // Short chunk ids that keep the size report and the browser tests readable (which
    // package is where): ReadableChunkIdsPlugin, among the plugins above.
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: false,
      minimizer: [minimizer()],
    },
    // A local rebuild keeps webpack's cache on disk (about 100 MB an app, in its
    // node_modules/.cache): after a change, only what it touches is built again.
    ...(production && persistentCacheWanted()
      ? {
          cache: {
            type: 'filesystem',
            cacheDirectory: path.join(app.dir, 'node_modules/.cache/webpack'),
            name: `${app.name}-${buildProfileName()}`,
            buildDependencies: {
              config: [fileURLToPath(import.meta.url), path.join(app.dir, 'webpack.config.mjs')],
            },
          },
        }
      : {}),
    devServer: {
      port: app.port,
      host: '127.0.0.1',
      historyApiFallback: true,
      hot: true,
      // The portal on :3000 opens the hot-reload socket of a remote's dev server.
      allowedHosts: ['localhost', '127.0.0.1'],
      headers: { 'Access-Control-Allow-Origin': '*' },
      /** @param {any[]} middlewares @param {any} devServer */
      setupMiddlewares: (middlewares, devServer) => {
        devServer.app.get(
          '/portal.config.json',
          (/** @type {any} */ _req, /** @type {any} */ res) => {
            res.set('Cache-Control', 'no-store');
            res.json(localPortalDocument());
          },
        );
        return middlewares;
      },
    },
    stats: 'errors-warnings',
  };
}
