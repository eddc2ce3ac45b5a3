/**
 * `@portal/shared/ui`: the base of the portal's Fluent UI, the only place apps (and the rest
 * of @portal/shared) take Fluent from, with its siblings `@portal/shared/ui/dialogs`,
 * `/menus`, `/display` (avatar, badge, card, progress, image) and `/inputs`
 * (checkbox, radio, select, textarea). Each entry is a federated singleton, so every React
 * root shares one copy of each; a shared module is never tree-shaken, so each lists only what
 * the portal uses, and a page loads only the entries it renders: /login needs only this one.
 * Fluent's state (contexts, Griffel, Tabster, the field context) is shared on its own (see
 * tooling/webpack-config), so components from different entries meet the same theme,
 * renderer and focus manager whichever app's build provided them.
 */
export {
  FluentProvider,
  IdPrefixProvider,
  RendererProvider,
  createDOMRenderer,
  makeStyles,
  __styles,
  __css,
  mergeClasses,
  shorthands,
  tokens,
  Button,
  Spinner,
  Field,
  Input,
  Link,
  Text,
  Title2,
  Subtitle1,
  Subtitle2,
  Body1,
  Body1Strong,
  Caption1,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  MessageBarActions,
} from '@fluentui/react-components';
// The icons the first loads draw besides Fluent's own (a toast's close button, the sign-in
// page's password toggle), taken from here so the page downloads Fluent's icon core once: it
// comes with this entry for the message bar's icons, and each app drawing an icon of its own
// at load had another copy of it (about 1 KB gz of every first load).
import { DismissRegular, EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
export { DismissRegular, EyeOffRegular, EyeRegular };
export type { ExternalLinkProps } from './ExternalLink';
export { ExternalLink, NEW_TAB_HINT, NewTabHint } from './ExternalLink';
export type {
  BrandVariants,
  GriffelRenderer,
  PartialTheme,
  Theme,
} from '@fluentui/react-components';
