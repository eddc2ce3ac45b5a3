// `@griffel/core` as the apps share it (a singleton: one class lookup table for mergeClasses
// and one renderer for every root): what compiled styles and Fluent's components use at run
// time (Fluent's compiled Badge styles still call `shorthands` as they load), without the
// run-time style resolver (makeStyles and its kin, with rtl-css-js and most of stylis), which
// the portal's build-time compilation replaces.
import { notCompiled } from './not-compiled.mjs';

export {
  RESET,
  __css,
  __resetCSS,
  __resetStyles,
  __staticCSS,
  __staticStyles,
  __styles,
  createDOMRenderer,
  mergeClasses,
  shorthands,
  styleBucketOrdering,
} from '@portal/griffel-core-source';
export const makeStyles = notCompiled('makeStyles');
export const makeResetStyles = notCompiled('makeResetStyles');
export const makeStaticStyles = notCompiled('makeStaticStyles');

/**
 * Griffel's rehydration reads style elements a server rendered, so that a renderer made later
 * does not insert their rules again. The portal renders nothing on a server and the page has
 * one renderer (shared/src/theme/style-renderer.ts), which already knows every rule it inserted:
 * each root's RendererProvider would only parse the page's growing style sheets again (with
 * stylis, which then leaves every first load).
 */
export function rehydrateRendererCache() {}
