import { useLocation } from '@portal/shared/router';

/** Shows the router's current path and query, so a test can see where a page navigated. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{`${pathname}${search}`}</div>;
}
