import { useEffect } from 'react';
import { useLocation } from '@portal/shared/router';
import { trackPageView } from '@portal/shared';

/**
 * Reports each route change to analytics as a page view (the path only, never the query),
 * exactly once: with the new page's title when it sets one in time, else with its route's name
 * (a guard's redirect, a remote still loading when the parent moves on: see `trackPageView`).
 */
export function PageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);
  return null;
}
