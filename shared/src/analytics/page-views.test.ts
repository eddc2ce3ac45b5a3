import { analytics } from './analytics';
import { PAGE_TITLE_WAIT_MS, resetPageViews, setPageTitle, trackPageView } from './page-views';

let page: jest.SpyInstance;

function visit(path: string): void {
  window.history.pushState(null, '', path);
}

beforeEach(() => {
  jest.useFakeTimers();
  resetPageViews();
  document.title = 'Sign in · Parent Portal';
  visit('/login');
  page = jest.spyOn(analytics, 'page').mockImplementation(() => undefined);
});

afterEach(() => {
  page.mockRestore();
  jest.useRealTimers();
});

describe('page views', () => {
  it("waits for the new page's title instead of sending the previous page's", () => {
    visit('/portal');
    trackPageView('/portal');
    expect(page).not.toHaveBeenCalled();

    setPageTitle('Home');
    expect(document.title).toBe('Home · Parent Portal');
    expect(page).toHaveBeenCalledTimes(1);
    expect(page).toHaveBeenCalledWith({ path: '/portal', title: 'Home · Parent Portal' });
  });

  it('reports at once when the page set its title before the route change was seen', () => {
    visit('/portal/pick-up');
    setPageTitle('Request Kit Pick Up');
    trackPageView('/portal/pick-up');
    expect(page).toHaveBeenCalledWith({
      path: '/portal/pick-up',
      title: 'Request Kit Pick Up · Parent Portal',
    });
  });

  it('reports once per route change, however often the title changes', () => {
    visit('/portal');
    trackPageView('/portal');
    setPageTitle('Home');
    setPageTitle('Home (Maya)');
    jest.advanceTimersByTime(PAGE_TITLE_WAIT_MS * 2);
    expect(page).toHaveBeenCalledTimes(1);
  });

  it('does not count a title set on another path', () => {
    visit('/portal');
    trackPageView('/portal');
    visit('/portal/pick-up');
    setPageTitle('Request Kit Pick Up');
    expect(page).not.toHaveBeenCalled();
  });

  it('does not reuse the title of an earlier visit to the same path', () => {
    visit('/portal');
    setPageTitle('Home');
    trackPageView('/portal');
    visit('/portal/pick-up');
    trackPageView('/portal/pick-up');
    visit('/portal');
    trackPageView('/portal');
    // The first /portal view and the pick-up view (left before its title): not the second yet.
    expect(page).toHaveBeenCalledTimes(2);
    setPageTitle('Home (Maya)');
    expect(page).toHaveBeenCalledTimes(3);
    expect(page).toHaveBeenLastCalledWith({
      path: '/portal',
      title: 'Home (Maya) · Parent Portal',
    });
  });

  it("reports a page that sets no title after the wait, with its route's name, never the previous title", () => {
    visit('/portal/pick-up');
    trackPageView('/portal/pick-up');
    jest.advanceTimersByTime(PAGE_TITLE_WAIT_MS - 1);
    expect(page).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(page).toHaveBeenCalledTimes(1);
    expect(page).toHaveBeenCalledWith({
      path: '/portal/pick-up',
      title: 'Request Kit Pick Up · Parent Portal',
    });

    // The page's title arriving late sends no second view.
    setPageTitle('Request Kit Pick Up');
    jest.advanceTimersByTime(PAGE_TITLE_WAIT_MS * 2);
    expect(page).toHaveBeenCalledTimes(1);
  });

  it('waits about a second at most', () => {
    expect(PAGE_TITLE_WAIT_MS).toBeLessThanOrEqual(1000);
  });

  it('uses the title the page sets in time', () => {
    visit('/portal/medical-form');
    trackPageView('/portal/medical-form');
    jest.advanceTimersByTime(PAGE_TITLE_WAIT_MS - 1);
    setPageTitle('Medical Health Form (Maya)');
    jest.advanceTimersByTime(PAGE_TITLE_WAIT_MS * 2);
    expect(page.mock.calls).toEqual([
      [{ path: '/portal/medical-form', title: 'Medical Health Form (Maya) · Parent Portal' }],
    ]);
  });

  it('reports fast consecutive route changes A -> B -> C once each, in order', () => {
    visit('/portal');
    trackPageView('/portal');
    visit('/portal/pick-up');
    trackPageView('/portal/pick-up');
    visit('/portal/medical-form');
    trackPageView('/portal/medical-form');
    setPageTitle('Medical Health Form');
    jest.advanceTimersByTime(PAGE_TITLE_WAIT_MS * 5);

    expect(page.mock.calls).toEqual([
      [{ path: '/portal', title: 'Home · Parent Portal' }],
      [{ path: '/portal/pick-up', title: 'Request Kit Pick Up · Parent Portal' }],
      [{ path: '/portal/medical-form', title: 'Medical Health Form · Parent Portal' }],
    ]);
  });

  it('reports the last of fast route changes after the wait when its page sets no title', () => {
    for (const path of ['/portal', '/portal/stem-cell-key', '/portal/nope']) {
      visit(path);
      trackPageView(path);
    }
    expect(page).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(PAGE_TITLE_WAIT_MS);
    expect(page.mock.calls.map(([view]) => view)).toEqual([
      { path: '/portal', title: 'Home · Parent Portal' },
      { path: '/portal/stem-cell-key', title: 'Stem Cell Certificate · Parent Portal' },
      { path: '/portal/nope', title: 'Page not found · Parent Portal' },
    ]);
  });

  it("reports a guarded route redirected before its title was set, with the route's name", () => {
    // The guard sends a signed-out parent from /portal/pick-up to /login at once.
    visit('/portal/pick-up?tab=1');
    trackPageView('/portal/pick-up');
    window.history.replaceState(null, '', '/login?redirect=%2Fportal%2Fpick-up%3Ftab%3D1');
    trackPageView('/login');
    setPageTitle('Sign in');

    expect(page.mock.calls).toEqual([
      [{ path: '/portal/pick-up', title: 'Request Kit Pick Up · Parent Portal' }],
      [{ path: '/login', title: 'Sign in · Parent Portal' }],
    ]);
    // Paths only: no query string reaches analytics.
    expect(JSON.stringify(page.mock.calls)).not.toContain('redirect');
  });

  it('counts the same route change seen twice once', () => {
    visit('/portal');
    trackPageView('/portal');
    trackPageView('/portal');
    setPageTitle('Home');
    jest.advanceTimersByTime(PAGE_TITLE_WAIT_MS * 2);
    expect(page).toHaveBeenCalledTimes(1);
  });

  it('reports a waiting view when the parent leaves the page', () => {
    visit('/order');
    trackPageView('/order');
    window.dispatchEvent(new Event('pagehide'));
    expect(page).toHaveBeenCalledWith({
      path: '/order',
      title: 'Order a collection kit · Parent Portal',
    });
    jest.advanceTimersByTime(PAGE_TITLE_WAIT_MS * 2);
    expect(page).toHaveBeenCalledTimes(1);
  });
});
