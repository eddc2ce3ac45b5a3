import { act, screen } from '@testing-library/react';
import { notify } from '@portal/shared';
import { renderWithPortal, speakInTests } from '@portal/shared/testing';
import { NotificationArea } from './NotificationArea';

speakInTests('es');

it("outside the shell, shows a toast at once and its close button with the host's words", async () => {
  renderWithPortal(<NotificationArea />, { route: '/login' });
  act(() => notify({ intent: 'error', message: 'Sign-in failed.' }));
  expect(screen.getByText('Sign-in failed.')).toBeVisible();
  expect(await screen.findByRole('button', { name: 'Cerrar' })).toBeVisible();
});
