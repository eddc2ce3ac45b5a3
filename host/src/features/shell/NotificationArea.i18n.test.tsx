import { act, screen } from '@testing-library/react';
import { languageStore, notify, setLocale } from '@portal/shared';
import { renderWithPortal } from '@portal/shared/testing';
import { NotificationArea } from './NotificationArea';

beforeEach(async () => {
  languageStore.setState({ offered: ['en', 'es'] });
  await act(() => setLocale('es'));
});
afterAll(async () => {
  await setLocale('en');
  languageStore.setState({ offered: ['en'] });
});

it("outside the shell, shows a toast at once and its close button with the host's words", async () => {
  renderWithPortal(<NotificationArea />, { route: '/login' });
  act(() => notify({ intent: 'error', message: 'Sign-in failed.' }));
  expect(screen.getByText('Sign-in failed.')).toBeVisible();
  expect(await screen.findByRole('button', { name: 'Cerrar' })).toBeVisible();
});
