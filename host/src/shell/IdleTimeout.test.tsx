import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal, resetPortalStores, signInForTests } from '@portal/shared/testing';
import { startIdleTimeout, type IdleTimeoutOptions } from './idle-timeout';
import { IdleTimeout } from './IdleTimeout';

jest.mock('./idle-timeout', () => ({ startIdleTimeout: jest.fn(() => () => undefined) }));
const mockedStart = jest.mocked(startIdleTimeout);

beforeEach(() => resetPortalStores());

it('watches nobody while signed out', async () => {
  renderWithPortal(<IdleTimeout />);
  await act(() => Promise.resolve());
  expect(mockedStart).not.toHaveBeenCalled();
});

it('warns a signed-in parent, who can stay signed in', async () => {
  signInForTests();
  renderWithPortal(<IdleTimeout />);
  // The watch loads with the first signed-in render.
  await waitFor(() => expect(mockedStart).toHaveBeenCalledTimes(1));
  const options = mockedStart.mock.calls[0]?.[0] as IdleTimeoutOptions;
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  act(() => options.onWarn());
  const dialog = await screen.findByRole('dialog', { name: 'Are you still there?' });
  expect(dialog).toHaveTextContent('we will sign you out in one minute');

  await userEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});
