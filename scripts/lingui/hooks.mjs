const SHIMS = {
  'node:fs': new URL('./fs-shim.mjs', import.meta.url).href,
  fs: new URL('./fs-shim.mjs', import.meta.url).href,
  'node:fs/promises': new URL('./fs-promises-shim.mjs', import.meta.url).href,
  'fs/promises': new URL('./fs-promises-shim.mjs', import.meta.url).href,
};

export async function resolve(specifier, context, nextResolve) {
  const shim = SHIMS[specifier];
  if (shim && context.parentURL?.includes('/@lingui/')) return { url: shim, shortCircuit: true };
  return nextResolve(specifier, context);
}

/** Lingui's command scripts run when `import.meta.main` (Node 22.18+): true for the one started. */
export async function load(url, context, nextLoad) {
  const loaded = await nextLoad(url, context);
  if (!/\/@lingui\/cli\/dist\/lingui-[a-z-]+\.js$/.test(url) || !loaded.source) return loaded;
  // Hooks run on their own thread: the command started is the one named in LINGUI_COMMAND.
  const entry = url.endsWith(`/lingui-${process.env['LINGUI_COMMAND']}.js`);
  const text =
    typeof loaded.source === 'string' ? loaded.source : new TextDecoder().decode(loaded.source);
  const source = text.replaceAll('import.meta.main', entry ? 'true' : 'false');
  return { ...loaded, source };
}
