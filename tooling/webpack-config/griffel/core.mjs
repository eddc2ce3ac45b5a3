// `@griffel/core` as the apps share it (a singleton: one class lookup table for mergeClasses):
// what styles use at run time once the build has compiled them (@griffel/webpack-loader) and
// taken their CSS out into CSS files (./extract-css.mjs). Neither the run-time style resolver
// (makeStyles and its kin, with rtl-css-js and stylis) nor the run-time insertion (`__styles`
// and its kin, the DOM renderer, the shorthands a style calls as it is defined) is left for a
// page to download: a call to one of them says which step of the build it missed.
import { notCompiled, notExtracted } from './not-compiled.mjs';

export {
  RESET,
  __css,
  __resetCSS,
  __staticCSS,
  mergeClasses,
  styleBucketOrdering,
} from '@portal/griffel-core-source';
export const makeStyles = notCompiled('makeStyles');
export const makeResetStyles = notCompiled('makeResetStyles');
export const makeStaticStyles = notCompiled('makeStaticStyles');
export const __styles = notExtracted('__styles');
export const __resetStyles = notExtracted('__resetStyles');
export const __staticStyles = notExtracted('__staticStyles');

/** Griffel's shorthands, which only a style definition calls: at build time, in the portal. */
export const shorthands = new Proxy(
  {},
  { get: (_target, name) => notCompiled(`shorthands.${String(name)}`) },
);

/**
 * The renderer React's context holds (FluentProvider reads its style element attributes):
 * one that inserts nothing, since no rule is left to insert at run time.
 * @param {unknown} [_targetDocument]
 * @param {{ compareMediaQueries?: (a: string, b: string) => number, styleElementAttributes?: Record<string, string> }} [options]
 */
export function createDOMRenderer(_targetDocument, options = {}) {
  return {
    id: 'd0',
    insertionCache: {},
    stylesheets: {},
    styleElementAttributes: options.styleElementAttributes
      ? Object.freeze(options.styleElementAttributes)
      : undefined,
    compareMediaQueries: options.compareMediaQueries ?? ((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    insertCSSRules: notExtracted('renderer.insertCSSRules'),
  };
}

/** Griffel's rehydration reads style elements a server rendered: the portal renders none. */
export function rehydrateRendererCache() {}
