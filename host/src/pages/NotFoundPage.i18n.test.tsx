import { act, screen } from '@testing-library/react';
import { languageStore, setLocale } from '@portal/shared';
import { renderWithPortal } from '@portal/shared/testing';
import { NotFoundPage } from './NotFoundPage';

// Outside the shell nobody has registered the host's catalogue: the page asks for it (in a
// production build a text drawn before it would show its id).
beforeEach(async () => {
  languageStore.setState({ offered: ['en', 'es'] });
  await act(() => setLocale('es'));
});
afterAll(async () => {
  await setLocale('en');
  languageStore.setState({ offered: ['en'] });
});

it('outside the shell, waits for the catalogue it asks for, then speaks Spanish', async () => {
  renderWithPortal(<NotFoundPage />, { route: '/nope' });
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'No encontramos esa página' }),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'Ir al inicio de su portal' })).toBeVisible();
  expect(document.title).toMatch(/^Página no encontrada/);
});
