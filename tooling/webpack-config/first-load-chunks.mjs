// @ts-check
// Which chunks an app's first load runs, read from webpack's chunk graph: the page preloads
// them (boot-preload.mjs) and V8 compiles them ahead (compile-hints.mjs).

/** The entry's dynamic import that every page of the app boots through. */
const BOOT_REQUEST = /^\.\/(bootstrap|standalone)$/;

/**
 * A chunk's files a page preloads: its script and its CSS (Griffel's styles, which the chunk
 * waits for), not its source map or compressed copies.
 * @param {string} file
 */
export const isPreloaded = (file) => file.endsWith('.js') || file.endsWith('.css');

/**
 * Chunks a boot loads through the federation runtime: for each shared module the given chunks
 * consume, the chunk of the copy this app provides to the share scope (the one the first load
 * uses: no remote has offered a copy before the boot, and the share strategy takes what is
 * loaded first; its consume fallback is another chunk of the same code, which stays unused),
 * and what those consume in turn.
 * @param {import('webpack').Compilation} compilation
 * @param {Iterable<import('webpack').Chunk>} chunks
 * @returns {Set<import('webpack').Chunk>}
 */
export function withSharedModules(compilation, chunks) {
  const provided = providedChunks(compilation);
  const found = new Set(chunks);
  const queue = [...found];
  for (let chunk = queue.shift(); chunk; chunk = queue.shift()) {
    for (const shared of consumedChunks(compilation, chunk, provided)) {
      if (found.has(shared)) continue;
      found.add(shared);
      queue.push(shared);
    }
  }
  return found;
}

/**
 * The chunks an async block of the module loads.
 * @param {import('webpack').Compilation} compilation @param {import('webpack').Module} module
 */
function blockChunks(compilation, module) {
  return module.blocks.flatMap((block) => [
    ...(compilation.chunkGraph.getBlockChunkGroup(block)?.chunks ?? []),
  ]);
}

/**
 * The chunks of each shared module this app provides to the share scope, by share key.
 * @param {import('webpack').Compilation} compilation
 * @returns {Map<string, import('webpack').Chunk[]>}
 */
export function providedChunks(compilation) {
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    // A private field of the federation plugin's ProvideSharedModule: its share key.
    const shareKey = /** @type {{ _name?: unknown }} */ (module)._name;
    if (typeof shareKey === 'string') provided.set(shareKey, blockChunks(compilation, module));
  }
  return provided;
}

/**
 * The chunks whose shared modules the chunk consumes: the app's own copy where it provides one
 * (see withSharedModules), else the consume fallback's chunks.
 * @param {import('webpack').Compilation} compilation
 * @param {import('webpack').Chunk} chunk
 * @param {Map<string, import('webpack').Chunk[]>} provided from providedChunks()
 * @returns {Set<import('webpack').Chunk>}
 */
export function consumedChunks(compilation, chunk, provided) {
  const found = new Set();
  for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
    if (module.type !== 'consume-shared-module') continue;
    const shareKey = /** @type {{ options?: { shareKey?: string } }} */ (module).options?.shareKey;
    const own = shareKey ? provided.get(shareKey) : undefined;
    for (const shared of own ?? blockChunks(compilation, module)) found.add(shared);
  }
  return found;
}

/**
 * The chunks of the entry's `import('./bootstrap')` (or `./standalone`), which every page of
 * the app boots through, and the app's own copies of the shared modules they consume. The
 * entry's other dynamic imports (Firebase, which /login loads at the first interaction) are
 * left out.
 * @param {import('webpack').Compilation} compilation
 * @returns {Set<import('webpack').Chunk>}
 */
export function bootChunks(compilation) {
  /** @type {import('webpack').Chunk[]} */
  const chunks = [];
  for (const entrypoint of compilation.entrypoints.values()) {
    for (const group of entrypoint.getChildren()) {
      if (group.origins.some((origin) => BOOT_REQUEST.test(origin.request))) {
        chunks.push(...group.chunks);
      }
    }
  }
  return withSharedModules(compilation, chunks);
}

/**
 * The chunks of the exposed modules (their requests, as in the app's `exposes`): what a host
 * loads from this app's remoteEntry.js when it mounts it.
 * @param {import('webpack').Compilation} compilation
 * @param {Set<string>} exposes
 * @returns {import('webpack').Chunk[]}
 */
export function exposedChunks(compilation, exposes) {
  /** @type {import('webpack').Chunk[]} */
  const exposed = [];
  for (const entrypoint of compilation.entrypoints.values()) {
    for (const group of entrypoint.getChildren()) {
      if (group.origins.some((origin) => exposes.has(origin.request ?? ''))) {
        exposed.push(...group.chunks);
      }
    }
  }
  return exposed;
}
