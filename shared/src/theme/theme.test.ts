import fs from 'node:fs';
import path from 'node:path';
import { createLightTheme, type BrandVariants } from '@fluentui/react-components';
import { act, renderHook } from '@testing-library/react';
import { brandTheme, brandTokens } from './brand-theme';
import { brandLightTheme } from './brand-light-theme.generated';
import ramp from './brand-ramp.json';

const brandRamp: BrandVariants = ramp;
/** The CSS variables every app's page carries (tooling/webpack-config/index.html). */
const brandThemeCss = fs.readFileSync(
  path.join(__dirname, 'brand-light-theme.generated.css'),
  'utf8',
);
import {
  HEADER_HEIGHT,
  MOBILE_BREAKPOINT,
  NAV_WIDTH,
  breakpoints,
  mediaDown,
  mediaUp,
} from './breakpoints';
import { useIsNarrow, useMediaQuery } from './use-media-query';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

describe('theme constants (spec section 9)', () => {
  it('has the breakpoints, mobile breakpoint, header height and nav width', () => {
    expect(breakpoints).toEqual({ xs: 576, sm: 768, md: 992, lg: 1200, xl: 1400 });
    expect(MOBILE_BREAKPOINT).toBe(992);
    expect(HEADER_HEIGHT).toEqual({ small: 60, large: 70 });
    expect(NAV_WIDTH).toEqual({ sm: 200, lg: 250 });
  });

  it('builds media queries', () => {
    expect(mediaUp('md')).toBe('@media (min-width: 992px)');
    expect(mediaUp('lg')).toBe('@media (min-width: 1200px)');
    expect(mediaDown('md')).toBe('@media (max-width: 991.98px)');
  });
});

describe('brandTheme', () => {
  it('is Fluent’s light theme for the brand’s ramp (run scripts/generate-brand-theme.mjs when not)', () => {
    const theme = createLightTheme(brandRamp);
    expect(brandLightTheme).toEqual(theme);
    // The page's CSS variables: every token, with FluentProvider's names and values.
    const declared = Object.fromEntries(
      [...brandThemeCss.matchAll(/--([A-Za-z0-9]+):([^;]*);/g)].map(([, name, value]) => [
        name,
        value,
      ]),
    );
    expect(brandThemeCss.startsWith(':root{')).toBe(true);
    expect(declared).toEqual(
      Object.fromEntries(Object.entries(theme).map(([name, value]) => [name, String(value)])),
    );
  });

  it('is blue with AA contrast for brand text and buttons on white', () => {
    for (const token of [
      brandLightTheme.colorBrandBackground,
      brandLightTheme.colorBrandForeground1,
      brandLightTheme.colorBrandForegroundLink,
      brandLightTheme.colorBrandBackgroundHover,
      brandLightTheme.colorBrandBackgroundPressed,
    ]) {
      expect(token).toMatch(/^#[0-9a-f]{6}$/i);
      expect(contrastWithWhite(token)).toBeGreaterThanOrEqual(4.5);
    }
    const hex = brandRamp[80];
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    expect(b).toBeGreaterThan(r ?? 0);
    expect(b).toBeGreaterThan(g ?? 0);
  });

  it('uses covik-sans for text and Rauschen B for headings, with system fallbacks', () => {
    expect(brandTheme.fontFamilyBase.startsWith("'covik-sans'")).toBe(true);
    expect(brandTheme.fontFamilyHeading.startsWith("'Rauschen B'")).toBe(true);
    expect(brandTheme.fontFamilyBase).toMatch(/sans-serif$/);
    expect(brandTokens.fontFamilyHeading).toBe('var(--fontFamilyHeading)');
  });
});

describe('useMediaQuery', () => {
  type Listener = () => void;
  let width = 1280;
  const lists = new Map<string, Set<Listener>>();

  function matches(query: string): boolean {
    const min = /min-width: ([\d.]+)px/.exec(query);
    const max = /max-width: ([\d.]+)px/.exec(query);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  }

  function resize(to: number) {
    width = to;
    for (const listeners of lists.values()) for (const listener of listeners) listener();
  }

  beforeEach(() => {
    width = 1280;
    lists.clear();
    window.matchMedia = (query: string) => {
      const listeners = lists.get(query) ?? new Set<Listener>();
      lists.set(query, listeners);
      return {
        media: query,
        get matches() {
          return matches(query);
        },
        addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
        removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
      } as unknown as MediaQueryList;
    };
  });

  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('follows the viewport', () => {
    const { result } = renderHook(() => useMediaQuery('(min-width: 992px)'));
    expect(result.current).toBe(true);
    act(() => resize(800));
    expect(result.current).toBe(false);
  });

  it('useIsNarrow is true below md (992px) only', () => {
    const { result } = renderHook(() => useIsNarrow());
    expect(result.current).toBe(false);
    act(() => resize(992));
    expect(result.current).toBe(false);
    act(() => resize(991));
    expect(result.current).toBe(true);
  });

  it('is false where matchMedia does not exist', () => {
    delete (window as { matchMedia?: unknown }).matchMedia;
    const { result } = renderHook(() => useMediaQuery('(min-width: 1px)'));
    expect(result.current).toBe(false);
  });
});
