// @ts-check
// Fluent's `tokens` as the portal's builds provide them: each theme token's CSS variable,
// `var(--<name>)` (the z-index ones with Fluent's default beside it), made when read instead of
// listed. Fluent's own module lists all 467 (31 KB, 3.5 KB gz) and comes whole with the shared
// UI entry, in every first load; the portal's styles are compiled at build time, so at run time
// only the odd inline style reads one (swapped in by index.mjs: FLUENT_TOKENS_MODULE).

/** Fluent's z-index tokens carry their default (@fluentui/tokens: tokens.ts). */
const Z_INDEX_DEFAULTS = /** @type {Record<string, number>} */ ({
  zIndexBackground: 0,
  zIndexContent: 1,
  zIndexOverlay: 1000,
  zIndexPopup: 2000,
  zIndexMessages: 3000,
  zIndexFloating: 4000,
  zIndexPriority: 5000,
  zIndexDebug: 6000,
});

/** A theme token's name: how each of Fluent's begins. */
const TOKEN_NAME =
  /^(color|border|font|lineHeight|shadow|stroke|spacing|duration|curve|zIndex)[A-Z0-9]/;

/** @type {Record<string, string>} */
export const tokens = new Proxy(
  {},
  {
    get(_target, name) {
      if (typeof name !== 'string' || !TOKEN_NAME.test(name)) return undefined;
      const fallback = Z_INDEX_DEFAULTS[name];
      return fallback === undefined ? `var(--${name})` : `var(--${name}, ${fallback})`;
    },
  },
);
