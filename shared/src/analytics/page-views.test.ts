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
    expect(page).toHaveBeenCalledTimes(1);
    setPageTitle('Home');
    expect(page).toHaveBeenCalledTimes(2);
  });

  it('reports a page that sets no title after a wait, with the title it then has', () => {
    visit('/portal/nowhere');
    trackPageView('/portal/nowhere');
    jest.advanceTimersByTime(PAGE_TITLE_WAIT_MS - 1);
    expect(page).not.toHaveBeenCalled();
    document.title = 'Something · Parent Portal';
    jest.advanceTimersByTime(1);
    expect(page).toHaveBeenCalledWith({
      path: '/portal/nowhere',
      title: 'Something · Parent Portal',
    });
  });
});
