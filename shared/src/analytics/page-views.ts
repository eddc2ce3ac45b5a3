import { useEffect } from 'react';
import { msg } from '@lingui/core/macro';
import { i18n } from '../i18n';
import { routePageName } from '../routes/route-names';
import { analytics } from './analytics';

/** How long a page view waits for its page's title before it is reported with its route's name. */
export const PAGE_TITLE_WAIT_MS = 1000;

const TITLE_SUFFIX = msg`Parent Portal`;

interface Titled {
  path: string;
  title: string;
}

let pending: { path: string; timer: ReturnType<typeof setTimeout> } | null = null;
let lastTitled: Titled | null = null;
let flushesOnPageHide = false;

function fullTitle(page: string): string {
  return `${page} · ${i18n._(TITLE_SUFFIX)}`;
}

function report(view: Titled): void {
  if (pending) clearTimeout(pending.timer);
  pending = null;
  analytics.page(view);
}

/**
 * Reports the waiting page view now, with the best title known: the page's own when it has set
 * it (then the view has already gone), else its route's page name ("Request Kit Pick Up ·
 * Parent Portal"), never the previous page's title. Called when the wait ends, when the
 * location changes again and when the page is left.
 */
export function flushPageView(): void {
  if (!pending) return;
  const { path } = pending;
  report({ path, title: fullTitle(routePageName(path)) });
}

/**
 * Records a route change: each one is reported exactly once. The view waits for the new page to
 * set its title (`setPageTitle`), so it never carries the previous page's title, for
 * PAGE_TITLE_WAIT_MS at most; if the location changes before (a guard's redirect, a remote
 * still loading when the parent moves on) or the wait ends, it is reported at once with its
 * route's page name.
 */
export function trackPageView(path: string): void {
  // The same route change seen twice (a second router owner, a re-run effect) is one view.
  if (pending?.path === path) return;
  flushPageView();
  if (!flushesOnPageHide && typeof window !== 'undefined') {
    window.addEventListener('pagehide', flushPageView);
    flushesOnPageHide = true;
  }
  if (lastTitled?.path === path) {
    report(lastTitled);
    return;
  }
  lastTitled = null;
  pending = { path, timer: setTimeout(flushPageView, PAGE_TITLE_WAIT_MS) };
}

/** Sets the document's title to "<page> · Parent Portal" and completes a waiting page view. */
export function setPageTitle(page: string): void {
  const title = fullTitle(page);
  document.title = title;
  const path = window.location.pathname;
  lastTitled = { path, title };
  if (pending?.path === path) report(lastTitled);
}

/** The page's title while it is shown (and the cue for its page view). */
export function usePageTitle(page: string): void {
  useEffect(() => setPageTitle(page), [page]);
}

/** Back to the initial state (tests only). */
export function resetPageViews(): void {
  if (pending) clearTimeout(pending.timer);
  pending = null;
  lastTitled = null;
  if (flushesOnPageHide) window.removeEventListener('pagehide', flushPageView);
  flushesOnPageHide = false;
}
