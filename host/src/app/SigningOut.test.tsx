import { act, fireEvent, screen } from '@testing-library/react';
import { authStore } from '@portal/shared';
import { renderWithPortal, resetPortalStores } from '@portal/shared/testing';
import { SigningOut } from './SigningOut';

beforeEach(() => resetPortalStores());

it('shows the spinner while signing out, and nothing otherwise', async () => {
  renderWithPortal(<SigningOut />);
  expect(screen.queryByRole('progressbar')).toBeNull();
  act(() => authStore.setState({ signingOut: true }));
  expect(await screen.findByRole('progressbar')).toBeInTheDocument();
  act(() => authStore.setState({ signingOut: false }));
  expect(screen.queryByRole('progressbar')).toBeNull();
});

it("loads the overlay at the parent's first key or tap, before any sign-out", async () => {
  renderWithPortal(<SigningOut />);
  fireEvent.pointerDown(document.body);
  // Loaded: a sign-out now shows the spinner in the same render, without suspending.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  act(() => authStore.setState({ signingOut: true }));
  expect(screen.getByRole('progressbar')).toBeInTheDocument();
});
