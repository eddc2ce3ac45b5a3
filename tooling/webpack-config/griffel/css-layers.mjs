// @ts-check
// Griffel's CSS as files: the order of its rules held by cascade layers.
//
// Griffel's atomic classes rely on the order of its buckets (plain rules, then :link, :visited,
// :focus-within, :focus, :focus-visible, :hover, :active, at-rules, @media, @container), of its
// priorities within a bucket (a shorthand before its longhands) and of its media queries. In the
// browser, its renderer keeps that order with one style element per bucket. Extracted, the rules
// of one page come from several files (each app's chunks), loaded in any order: each rule goes
// into the layer of its bucket (and query, and priority), and the page declares the layers'
// order before any of them (`LAYER_ORDER`, in every app's page), so a file loaded last cannot
// put its plain rules after another's :hover.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** @type {(css: string) => { cssRulesByBucket: Record<string, (string | [string, Record<string, unknown>])[]>, remainingCSS: string }} */
const parseCSSRules = require('@griffel/webpack-extraction-plugin/src/parseCSSRules').parseCSSRules;

/** Griffel's buckets, in its order (@griffel/core's styleBucketOrdering). */
export const BUCKETS = ['r', 'd', 'l', 'v', 'w', 'f', 'i', 'h', 'a', 's', 'k', 't', 'm', 'c', 'x'];

/**
 * Every media query the apps' styles use (the portal's breakpoints, Fluent's own), in the order
 * the page's renderer sorts them (shared/src/theme/media-query-order.ts): widths first,
 * `max-width` from wide to narrow, `min-width` from narrow to wide, then the rest in text order.
 * A query not listed fails the build that meets it (it would have no place in the order).
 */
export const MEDIA_QUERIES = [
  '(max-width: 1399.98px)',
  '(max-width: 1199.98px)',
  '(max-width: 991.98px)',
  '(max-width: 767.98px)',
  '(max-width: 575.98px)',
  'screen and (max-width: 480px)',
  '(min-width: 576px)',
  '(min-width: 768px)',
  '(min-width: 992px)',
  '(min-width: 1200px)',
  '(min-width: 1400px)',
  '(forced-colors: active)',
  '(forced-colors: none)',
  '(prefers-reduced-motion: reduce)',
  'print',
  'screen and (forced-colors: active)',
  'screen and (prefers-reduced-motion: reduce)',
];

/** The priorities Griffel gives shorthands (`border`, `background`: -2; others -1), lowest first; 0 is a plain rule. */
const PRIORITIES = [-2, -1];

const ROOT = 'griffel';

/** A CSS identifier for a media query: `(min-width: 768px)` -> `min-width-768px`. */
export function mediaLayerName(/** @type {string} */ query) {
  const name = query
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return /^[a-z]/.test(name) ? name : `q-${name}`;
}

/** A priority's layer within its bucket; plain rules (0) sit in the bucket's layer itself, above. */
function priorityLayer(/** @type {number} */ priority) {
  return `p${priority < 0 ? 'n' : ''}${Math.abs(priority)}`;
}

/**
 * The layer a rule goes into.
 * @param {string} bucket @param {{ m?: string, p?: number, x?: string } | null | undefined} meta
 */
export function layerOf(bucket, meta) {
  const priority = meta?.p ?? 0;
  if (priority > 0 || (priority < 0 && !PRIORITIES.includes(priority))) {
    throw new Error(`Griffel's CSS: no cascade layer for priority ${priority}`);
  }
  let layer = `${ROOT}.${bucket}`;
  if (bucket === 'm') {
    const query = meta?.m ?? '';
    if (!MEDIA_QUERIES.includes(query)) {
      throw new Error(
        `Griffel's CSS: the media query "${query}" has no cascade layer. Add it to MEDIA_QUERIES ` +
          '(tooling/webpack-config/griffel/css-layers.mjs), in the order its comment gives.',
      );
    }
    layer += `.${mediaLayerName(query)}`;
  } else if (bucket === 'x' || bucket === 'c') {
    throw new Error(`Griffel's CSS: no cascade layer for container queries (${meta?.x ?? ''})`);
  }
  return priority === 0 ? layer : `${layer}.${priorityLayer(priority)}`;
}

/** The page's declaration of every layer, in order: the first CSS the page has. */
export const LAYER_ORDER = [
  `@layer ${BUCKETS.map((b) => `${ROOT}.${b}`).join(',')};`,
  `@layer ${MEDIA_QUERIES.map((q) => `${ROOT}.m.${mediaLayerName(q)}`).join(',')};`,
  `@layer ${[
    ...BUCKETS.filter((b) => b !== 'm').map((b) => `${ROOT}.${b}`),
    ...MEDIA_QUERIES.map((q) => `${ROOT}.m.${mediaLayerName(q)}`),
  ]
    .flatMap((layer) => PRIORITIES.map((p) => `${layer}.${priorityLayer(p)}`))
    .join(',')};`,
].join('');

/**
 * A CSS file's Griffel rules (marked by extract-styles-loader.cjs), each once, in its layer; the
 * file's other CSS (none today) first, unlayered.
 * @param {string} css
 */
export function layeredGriffelCss(css) {
  const { cssRulesByBucket, remainingCSS } = parseCSSRules(css);
  /** @type {Map<string, Set<string>>} */
  const byLayer = new Map();
  for (const bucket of BUCKETS) {
    for (const entry of cssRulesByBucket[bucket] ?? []) {
      const [rule, meta] = typeof entry === 'string' ? [entry, null] : entry;
      const layer = layerOf(bucket, /** @type {any} */ (meta));
      if (!byLayer.has(layer)) byLayer.set(layer, new Set());
      /** @type {Set<string>} */ (byLayer.get(layer)).add(rule);
    }
  }
  let out = remainingCSS;
  // A media rule keeps its own @media block inside its layer.
  for (const [layer, rules] of byLayer) out += `@layer ${layer}{${[...rules].join('')}}`;
  return out;
}
