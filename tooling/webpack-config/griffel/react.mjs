// `@griffel/react` as the apps share it (see ./core.mjs): its React contexts and the hooks
// extracted styles call, without the run-time `makeStyles`, `__styles` and their kin.
export {
  RendererProvider,
  TextDirectionProvider,
  __css,
  __resetCSS,
  __staticCSS,
  useRenderer_unstable,
} from '@portal/griffel-react-source';
export {
  RESET,
  __resetStyles,
  __staticStyles,
  __styles,
  createDOMRenderer,
  makeResetStyles,
  makeStaticStyles,
  makeStyles,
  mergeClasses,
  shorthands,
} from '@griffel/core';
