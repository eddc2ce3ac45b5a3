import { Dialog as FluentDialog, type DialogProps } from '@fluentui/react-components';

/**
 * Fluent's Dialog, mounted only while it is open (when its `open` is controlled). A mounted
 * Fluent Dialog, even closed, starts Tabster's modal support, which puts two focusable,
 * aria-hidden sentinels at the ends of <body> for every page after it: axe reports them as
 * `aria-hidden-focus`. Mounted on demand, a page with no open dialog has none.
 */
export function Dialog(props: DialogProps) {
  if (props.open === false) return null;
  return <FluentDialog {...props} />;
}
