import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from '@portal/shared/router';
import { authStore } from '@portal/shared';
import { renderWithPortal, resetPortalStores, signInForTests } from '@portal/shared/testing';
import { RouteGuard } from './RouteGuard';

function Where({ label }: { label: string }) {
  const { pathname, search } = useLocation();
  return (
    <output data-testid="where">
      {label}:{pathname}
      {search}
    </output>
  );
}

function renderAt(path: string) {
  renderWithPortal(
    <Routes>
      <Route element={<RouteGuard />}>
        <Route path="/login" element={<Where label="login" />} />
        <Route path="/verify-email" element={<Where label="verify" />} />
        <Route path="/portal/*" element={<Where label="portal" />} />
      </Route>
    </Routes>,
    { route: path },
  );
}

const GUARDED_PORTAL = [
  '/portal',
  '/portal/medical-form',
  '/portal/pick-up',
  '/portal/stem-cell-key',
  '/portal/understanding-your-stem-cell-key',
];

beforeEach(() => resetPortalStores());

it('shows nothing while authentication loads', () => {
  authStore.setState({ loading: true });
  renderAt('/portal/pick-up');
  expect(screen.queryByTestId('where')).not.toBeInTheDocument();
});

describe.each(GUARDED_PORTAL)('%s', (path) => {
  it('signed out: to /login with the path as redirect', () => {
    renderAt(`${path}?tab=1`);
    expect(screen.getByTestId('where')).toHaveTextContent(
      `login:/login?redirect=${encodeURIComponent(`${path}?tab=1`)}`,
    );
  });

  it('signed in, unverified: to /verify-email with the same redirect', () => {
    signInForTests({ emailVerified: false });
    renderAt(path);
    expect(screen.getByTestId('where')).toHaveTextContent(
      `verify:/verify-email?redirect=${encodeURIComponent(path)}`,
    );
  });

  it('signed in and verified: renders the page', () => {
    signInForTests({ emailVerified: true });
    renderAt(path);
    expect(screen.getByTestId('where')).toHaveTextContent(`portal:${path}`);
  });
});

describe('/verify-email', () => {
  it('signed out: to /login with the redirect', () => {
    renderAt('/verify-email');
    expect(screen.getByTestId('where')).toHaveTextContent(
      `login:/login?redirect=${encodeURIComponent('/verify-email')}`,
    );
  });

  it('signed in, unverified: renders', () => {
    signInForTests({ emailVerified: false });
    renderAt('/verify-email');
    expect(screen.getByTestId('where')).toHaveTextContent('verify:/verify-email');
  });
});

it('/login renders for a signed-out parent', () => {
  renderAt('/login');
  expect(screen.getByTestId('where')).toHaveTextContent('login:/login');
});
