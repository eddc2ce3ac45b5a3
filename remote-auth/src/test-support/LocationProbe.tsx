import { useLocation } from 'react-router-dom';

/** Shows the router's current path and query, so a test can see where a page navigated. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{`${pathname}${search}`}</div>;
}
