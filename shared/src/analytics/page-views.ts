import { useEffect } from 'react';
import { analytics } from './analytics';

/** How long a page view waits for its page's title before it is reported without it. */
export const PAGE_TITLE_WAIT_MS = 3000;

const TITLE_SUFFIX = 'Parent Portal';

interface Titled {
  path: string;
  title: string;
}

let pending: { path: string; timer: ReturnType<typeof setTimeout> } | null = null;
let lastTitled: Titled | null = null;

function report(view: Titled): void {
  if (pending) clearTimeout(pending.timer);
  pending = null;
  analytics.page(view);
}

/**
 * Records a route change. The page view is reported once the new page has set its title
 * (`setPageTitle`), so it never carries the previous page's title; a page that sets none is
 * reported after PAGE_TITLE_WAIT_MS with the document's title as it is then.
 */
export function trackPageView(path: string): void {
  if (pending) clearTimeout(pending.timer);
  pending = null;
  if (lastTitled?.path === path) {
    report(lastTitled);
    return;
  }
  lastTitled = null;
  pending = {
    path,
    timer: setTimeout(() => report({ path, title: document.title }), PAGE_TITLE_WAIT_MS),
  };
}

/** Sets the document's title to "<page> · Parent Portal" and completes a waiting page view. */
export function setPageTitle(page: string): void {
  const title = `${page} · ${TITLE_SUFFIX}`;
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
}
