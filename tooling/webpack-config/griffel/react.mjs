// `@griffel/react` as the apps share it (see ./core.mjs): its React contexts and the hooks
// compiled styles call, without the run-time `makeStyles` and its kin.
export {
  RendererProvider,
  TextDirectionProvider,
  __css,
  __resetCSS,
  __resetStyles,
  __staticCSS,
  __staticStyles,
  __styles,
  useRenderer_unstable,
} from '@portal/griffel-react-source';
export {
  RESET,
  createDOMRenderer,
  makeResetStyles,
  makeStaticStyles,
  makeStyles,
  mergeClasses,
  shorthands,
} from '@griffel/core';
