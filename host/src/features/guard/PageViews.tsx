import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { analytics } from '@portal/shared';

/** Reports each route change to analytics as a page view (the path only, never the query). */
export function PageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    analytics.page({ path: pathname });
  }, [pathname]);
  return null;
}
