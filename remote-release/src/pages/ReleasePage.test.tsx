import { screen } from '@testing-library/react';
import { renderWithPortal, resetPortalStores, signInForTests } from '@portal/shared/testing';
import { ReleasePage } from './ReleasePage';

beforeEach(() => {
  resetPortalStores();
  signInForTests();
});

it('names the page and says what it is for', async () => {
  renderWithPortal(<ReleasePage />, { route: '/portal/release' });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Release or transfer' }),
  ).toBeInTheDocument();
  expect(screen.getByText('This page is ready for its team.')).toBeInTheDocument();
});
