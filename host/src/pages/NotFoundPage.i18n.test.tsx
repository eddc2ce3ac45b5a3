import { screen } from '@testing-library/react';
import { renderWithPortal, speakInTests } from '@portal/shared/testing';
import { NotFoundPage } from './NotFoundPage';

// Outside the shell nobody has registered the host's catalogue: the page asks for it (a text
// drawn before it would be in English).
speakInTests('es');

it('outside the shell, waits for the catalogue it asks for, then speaks Spanish', async () => {
  renderWithPortal(<NotFoundPage />, { route: '/nope' });
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'No encontramos esa página' }),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'Ir al inicio de su portal' })).toBeVisible();
  expect(document.title).toMatch(/^Página no encontrada/);
});
