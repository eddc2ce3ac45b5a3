import type { PartialTheme } from '@portal/shared/ui';

const SYSTEM_FONTS =
  "'Segoe UI', -apple-system, BlinkMacSystemFont, Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Body text: covik-sans, then system fonts (the licensed font files are not shipped). */
export const BODY_FONT_FAMILY = `'covik-sans', ${SYSTEM_FONTS}`;
/** Headings: Rauschen B, then the body stack's fallbacks. */
export const HEADING_FONT_FAMILY = `'Rauschen B', 'covik-sans', ${SYSTEM_FONTS}`;

/** The brand's fonts over Fluent's theme, and its heading font (the CSS variable below). */
export type PortalTheme = PartialTheme & { fontFamilyBase: string; fontFamilyHeading: string };

/**
 * What FluentProvider sets on the portal's roots. The rest of the theme, Fluent's light theme
 * for the brand's blue ramp (brand-ramp.json: shade 80 for brand backgrounds and foregrounds,
 * 70 for links, both AA against white), is computed ahead as CSS variables on :root that every
 * app's page carries (`node scripts/generate-brand-theme.mjs` after a change), so no script
 * builds it at load and portals (dialogs, menus) see it too.
 */
export const brandTheme: PortalTheme = {
  fontFamilyBase: BODY_FONT_FAMILY,
  fontFamilyHeading: HEADING_FONT_FAMILY,
};

/** Brand tokens beyond Fluent's, as CSS variables set by FluentProvider from the theme. */
export const brandTokens = {
  fontFamilyHeading: 'var(--fontFamilyHeading)',
} as const;
