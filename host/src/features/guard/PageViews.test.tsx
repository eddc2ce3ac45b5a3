import { act, screen } from '@testing-library/react';
import { Link, Navigate, Route, Routes } from '@portal/shared/router';
import { PAGE_TITLE_WAIT_MS, analytics } from '@portal/shared';
import { renderWithPortal } from '@portal/shared/testing';
import { PageViews } from './PageViews';

let page: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers();
  page = jest.spyOn(analytics, 'page').mockImplementation(() => undefined);
});

afterEach(() => {
  // The view still waiting is reported now, so none carries over into the next test.
  window.dispatchEvent(new Event('pagehide'));
  page.mockRestore();
  jest.useRealTimers();
});

function renderAt(path: string) {
  renderWithPortal(
    <>
      <PageViews />
      <Routes>
        {/* As the route guard sends a signed-out parent to sign in. */}
        <Route
          path="/portal/pick-up"
          element={<Navigate to="/login?redirect=%2Fportal" replace />}
        />
        <Route path="/login" element={null} />
        <Route
          path="/portal"
          element={<Link to="/portal/medical-form">Medical Health Form</Link>}
        />
        {/* Pages still loading (a remote): no title set yet. */}
        <Route path="/portal/medical-form" element={<Link to="/portal/stem-cell-key">Next</Link>} />
        <Route path="/portal/stem-cell-key" element={null} />
      </Routes>
    </>,
    { route: path },
  );
}

// No page here sets its title (a remote still loading), so each view carries its route's name.
function views() {
  return page.mock.calls.map(([view]) => view as { path: string; title: string });
}

it("reports a route the guard redirects away from at once, with its route's name", () => {
  renderAt('/portal/pick-up');
  expect(views()).toEqual([
    { path: '/portal/pick-up', title: 'Request Kit Pick Up · Parent Portal' },
  ]);
  act(() => jest.advanceTimersByTime(PAGE_TITLE_WAIT_MS));
  expect(views()).toEqual([
    { path: '/portal/pick-up', title: 'Request Kit Pick Up · Parent Portal' },
    { path: '/login', title: 'Sign in · Parent Portal' },
  ]);
});

it('reports each of fast route changes once, in order', () => {
  renderAt('/portal');
  act(() => screen.getByRole('link', { name: 'Medical Health Form' }).click());
  act(() => screen.getByRole('link', { name: 'Next' }).click());
  act(() => jest.advanceTimersByTime(PAGE_TITLE_WAIT_MS * 3));
  expect(views()).toEqual([
    { path: '/portal', title: 'Home · Parent Portal' },
    { path: '/portal/medical-form', title: 'Medical Health Form · Parent Portal' },
    { path: '/portal/stem-cell-key', title: 'Stem Cell Certificate · Parent Portal' },
  ]);
});
