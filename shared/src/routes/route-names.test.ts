import { ROUTE_PAGE_NAMES, routeOf, routePageName, routeTransactionName } from './route-names';
import { routes, type RouteName } from './routes';

describe('route names', () => {
  it.each(Object.entries(routes) as [RouteName, string][])(
    '%s (%s) is its own route and transaction',
    (name, path) => {
      expect(routeOf(path)).toBe(name);
      expect(routeTransactionName(path)).toBe(path);
      expect(routePageName(path)).toBe(ROUTE_PAGE_NAMES[name]);
    },
  );

  it('finds a route as the router does: any letter case, trailing slashes, escapes', () => {
    expect(routeOf('/Portal/Pick-Up/')).toBe('pickUp');
    expect(routeTransactionName('/Portal/Pick-Up/')).toBe('/portal/pick-up');
    expect(routeTransactionName('/portal/pick%2Dup')).toBe('/portal/pick-up');
    expect(routeTransactionName('/portal/')).toBe('/portal');
  });

  it.each(['/portal/nope', '/nope', '/portal/pick-up/extra', '/portal//pick-up', '/%E0%A4%A'])(
    '%s has no route: the not-found page, named /404',
    (path) => {
      expect(routeOf(path)).toBeNull();
      expect(routeTransactionName(path)).toBe('/404');
      expect(routePageName(path)).toBe('Page not found');
    },
  );

  it("names '/' (sent on to the dashboard) after itself", () => {
    expect(routeTransactionName('/')).toBe('/');
    expect(routePageName('/')).toBe('Home');
  });

  it('names pages as the pages title themselves', () => {
    expect(routePageName('/portal/pick-up')).toBe('Request Kit Pick Up');
    expect(routePageName('/portal')).toBe('Home');
    expect(routePageName('/login')).toBe('Sign in');
  });
});
