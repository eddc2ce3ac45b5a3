import { screen } from '@testing-library/react';
import { renderWithPortal, resetPortalStores, signInForTests } from '@portal/shared/testing';
import { __PAGE__ } from './__PAGE__';

beforeEach(() => {
  resetPortalStores();
  signInForTests();
});

it('names the page and says what it is for', async () => {
  renderWithPortal(<__PAGE__ />, { route: '__PATH__' });
  expect(
    await screen.findByRole('heading', { level: 1, name: '__TITLE__' }),
  ).toBeInTheDocument();
  expect(screen.getByText('This page is ready for its team.')).toBeInTheDocument();
});
