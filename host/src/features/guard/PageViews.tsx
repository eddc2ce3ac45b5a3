import { useEffect } from 'react';
import { useLocation } from '@portal/shared/router';
import { trackPageView } from '@portal/shared';

/**
 * Reports each route change to analytics as a page view (the path only, never the query), once
 * the new page has set its title.
 */
export function PageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);
  return null;
}
