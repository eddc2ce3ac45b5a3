import { createLightTheme, type BrandVariants, type Theme } from '@portal/shared/ui';

/**
 * The brand's blue ramp. Fluent's light theme uses shade 80 for brand backgrounds and
 * foregrounds and 70 for links: both pass WCAG AA (4.5:1) against white (5.3:1 and 6.4:1).
 */
export const brandRamp: BrandVariants = {
  10: '#020306',
  20: '#0D1830',
  30: '#102850',
  40: '#12346B',
  50: '#134187',
  60: '#134FA3',
  70: '#145CBC',
  80: '#1B69CF',
  90: '#3D7FD8',
  100: '#5890DF',
  110: '#70A1E5',
  120: '#87B2EA',
  130: '#9DC2EF',
  140: '#B3D2F4',
  150: '#C9E1F8',
  160: '#DFEFFC',
};

const SYSTEM_FONTS =
  "'Segoe UI', -apple-system, BlinkMacSystemFont, Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Body text: covik-sans, then system fonts (the licensed font files are not shipped). */
export const BODY_FONT_FAMILY = `'covik-sans', ${SYSTEM_FONTS}`;
/** Headings: Rauschen B, then the body stack's fallbacks. */
export const HEADING_FONT_FAMILY = `'Rauschen B', 'covik-sans', ${SYSTEM_FONTS}`;

/** Fluent's theme plus the brand's heading font (exposed as the CSS variable below). */
export type PortalTheme = Theme & { fontFamilyHeading: string };

export const brandTheme: PortalTheme = {
  ...createLightTheme(brandRamp),
  fontFamilyBase: BODY_FONT_FAMILY,
  fontFamilyHeading: HEADING_FONT_FAMILY,
};

/** Brand tokens beyond Fluent's, as CSS variables set by FluentProvider from the theme. */
export const brandTokens = {
  fontFamilyHeading: 'var(--fontFamilyHeading)',
} as const;
