import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from '@portal/shared/router';
import { setOrders, useOrders } from '@portal/shared';
import { renderWithPortal, resetPortalStores, signInForTests } from '@portal/shared/testing';
import { setViewportWidth } from '../test-support/viewport';
import { SideNav } from './SideNav';

function Probe() {
  const { selected } = useOrders();
  const location = useLocation();
  return (
    <output data-testid="probe">
      {location.pathname}|{selected?.id}
    </output>
  );
}

function renderNav(route: string, narrow = false) {
  return renderWithPortal(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <SideNav narrow={narrow} open onClose={() => undefined} />
            <Probe />
          </>
        }
      />
    </Routes>,
    { route },
  );
}

const nav = () => screen.getByRole('navigation', { name: 'Portal' });

beforeEach(() => {
  resetPortalStores();
  signInForTests();
});

describe('SideNav at wide widths', () => {
  it('lists the spec items in order, with Billing and Knowledge Center in the main list', () => {
    setOrders([{ id: 'o1', purchaserName: 'Jordan' }]);
    renderNav('/portal');
    const items = within(nav())
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Home',
      'Medical Health Form',
      'Request Kit Pick Up',
      'Stem Cell Certificate',
      'Billing',
      'Knowledge Center (opens in a new tab)',
    ]);
    expect(within(nav()).queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: /Knowledge Center/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it.each([
    ['/portal', 'Home'],
    ['/portal/medical-form', 'Medical Health Form'],
    ['/portal/pick-up', 'Request Kit Pick Up'],
    ['/portal/stem-cell-key', 'Stem Cell Certificate'],
    ['/portal/understanding-your-stem-cell-key', 'Stem Cell Certificate'],
  ])('highlights the active item for %s', (path, label) => {
    renderNav(path);
    const current = within(nav())
      .getAllByRole('link')
      .filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.textContent)).toEqual([label]);
  });

  it("shows 'View Sibling(s)' only with more than one child, and it swaps the selected child", async () => {
    setOrders([{ id: 'o1', purchaserName: 'Jordan' }]);
    const { unmount } = renderNav('/portal');
    expect(within(nav()).queryByRole('button', { name: /View Sibling/ })).not.toBeInTheDocument();
    unmount();

    // A fresh first load with two children selects the last one.
    resetPortalStores();
    signInForTests();
    act(() =>
      setOrders([
        { id: 'o1', purchaserName: 'Jordan' },
        { id: 'o2', purchaserName: 'Jordan' },
      ]),
    );
    renderNav('/portal');
    expect(screen.getByTestId('probe')).toHaveTextContent('/portal|o2');
    await userEvent.click(within(nav()).getByRole('button', { name: /View Sibling\(s\)/ }));
    expect(screen.getByTestId('probe')).toHaveTextContent('/portal|o1');
    expect(within(nav()).getByRole('status')).toHaveTextContent('Now showing child 1 of 2.');
  });

  it('navigates inside the host router', async () => {
    renderNav('/portal');
    await userEvent.click(within(nav()).getByRole('link', { name: 'Request Kit Pick Up' }));
    expect(screen.getByTestId('probe')).toHaveTextContent('/portal/pick-up');
  });
});

describe('SideNav at narrow widths', () => {
  it('puts Billing, Knowledge Center and Log Out at the bottom', () => {
    setViewportWidth(375);
    renderNav('/portal', true);
    const bottom = within(nav()).getByRole('list', { name: 'Account' });
    expect(
      within(bottom)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Billing', 'Knowledge Center (opens in a new tab)', 'Log Out']);
    const main = within(nav()).getAllByRole('list')[0]!;
    expect(within(main).queryByRole('button', { name: 'Billing' })).not.toBeInTheDocument();
  });
});
