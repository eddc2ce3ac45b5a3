/** Theme breakpoints in px (spec section 9). */
export const breakpoints = { xs: 576, sm: 768, md: 992, lg: 1200, xl: 1400 } as const;

export type Breakpoint = keyof typeof breakpoints;

/** Below this width the portal uses its mobile layout (the theme's md). */
export const MOBILE_BREAKPOINT = breakpoints.md;

/** Header height in px: 60 on small screens, 70 otherwise. */
export const HEADER_HEIGHT = { small: 60, large: 70 } as const;

/** Side navigation width in px: 200 at sm, 250 at lg. */
export const NAV_WIDTH = { sm: 200, lg: 250 } as const;

/** `(min-width: 992px)` for md: the breakpoint and wider. */
export function minWidthQuery(bp: Breakpoint): string {
  return `(min-width: ${breakpoints[bp]}px)`;
}

/** `(max-width: 991.98px)` for md: strictly narrower than the breakpoint. */
export function maxWidthQuery(bp: Breakpoint): string {
  return `(max-width: ${breakpoints[bp] - 0.02}px)`;
}

/** `'@media (min-width: 992px)'` for md, for makeStyles. */
export function mediaUp(bp: Breakpoint): string {
  return `@media ${minWidthQuery(bp)}`;
}

/** `'@media (max-width: 991.98px)'` for md, for makeStyles. */
export function mediaDown(bp: Breakpoint): string {
  return `@media ${maxWidthQuery(bp)}`;
}
