import type { BrandVariants, Theme } from '@portal/shared/ui';
import { brandLightTheme } from './brand-light-theme.generated';
import ramp from './brand-ramp.json';

/**
 * The brand's blue ramp. Fluent's light theme uses shade 80 for brand backgrounds and
 * foregrounds and 70 for links: both pass WCAG AA (4.5:1) against white (5.3:1 and 6.4:1).
 * Its theme is computed ahead (`node scripts/generate-brand-theme.mjs` after a change).
 */
export const brandRamp: BrandVariants = ramp;

const SYSTEM_FONTS =
  "'Segoe UI', -apple-system, BlinkMacSystemFont, Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Body text: covik-sans, then system fonts (the licensed font files are not shipped). */
export const BODY_FONT_FAMILY = `'covik-sans', ${SYSTEM_FONTS}`;
/** Headings: Rauschen B, then the body stack's fallbacks. */
export const HEADING_FONT_FAMILY = `'Rauschen B', 'covik-sans', ${SYSTEM_FONTS}`;

/** Fluent's theme plus the brand's heading font (exposed as the CSS variable below). */
export type PortalTheme = Theme & { fontFamilyHeading: string };

export const brandTheme: PortalTheme = {
  ...brandLightTheme,
  fontFamilyBase: BODY_FONT_FAMILY,
  fontFamilyHeading: HEADING_FONT_FAMILY,
};

/** Brand tokens beyond Fluent's, as CSS variables set by FluentProvider from the theme. */
export const brandTokens = {
  fontFamilyHeading: 'var(--fontFamilyHeading)',
} as const;
