import { useEffect } from 'react';
import { Dialog as FluentDialog, type DialogProps } from '@fluentui/react-components';
import { createTabster, disposeTabster, getTabster } from 'tabster';

let focusManagerHeld: ReturnType<typeof createTabster> | null = null;

/**
 * Keeps the page's focus manager (Tabster) once a dialog has started it. Fluent creates it
 * per component and disposes it when the last component using it unmounts; closing a modal
 * dialog that was its only user disposed it before it had taken its `aria-hidden` off the
 * rest of the page (tabster#530), leaving the page hidden from screen readers. The extra
 * reference joins the instance Fluent created, with Fluent's settings.
 */
function useHoldFocusManager(): void {
  useEffect(() => {
    if (focusManagerHeld || !getTabster(window)) return;
    focusManagerHeld = createTabster(window);
  });
}

/**
 * Lets go of the focus manager a dialog held (`resetPortalStores` in tests, where each test's
 * page is removed under it: its state about a dialog that is gone must not reach the next).
 */
export function releaseFocusManager(): void {
  if (focusManagerHeld) disposeTabster(focusManagerHeld);
  focusManagerHeld = null;
}

/**
 * Fluent's Dialog, mounted only while it is open (when its `open` is controlled). A mounted
 * Fluent Dialog, even closed, starts Tabster's modal support, which puts two focusable,
 * aria-hidden sentinels at the ends of <body> for every page after it: axe reports them as
 * `aria-hidden-focus`. Mounted on demand, a page with no open dialog has none.
 */
export function Dialog(props: DialogProps) {
  if (props.open === false) return null;
  return <OpenDialog {...props} />;
}

function OpenDialog(props: DialogProps) {
  useHoldFocusManager();
  return <FluentDialog {...props} />;
}
