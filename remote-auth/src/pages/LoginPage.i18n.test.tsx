import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageStore, registerCatalog, setLocale } from '@portal/shared';
import { resetPortalStores, speakInTests } from '@portal/shared/testing';
import { loadCatalog } from '../catalog';
import { renderAuthRoute } from '../test-support/auth-test-support';

speakInTests('en');

beforeAll(() => registerCatalog('auth', loadCatalog));
beforeEach(() => {
  resetPortalStores();
});

it('switches the sign-in page to Spanish in place, and back', async () => {
  renderAuthRoute('/login');
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  const switchToSpanish = screen.getByRole('button', { name: 'Español' });
  expect(switchToSpanish).toHaveAttribute('lang', 'es');

  await userEvent.click(switchToSpanish);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' }),
  ).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('es');
  expect(document.title).toMatch(/^Iniciar sesión/);
  expect(screen.getByText('Portal para padres')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toBeInTheDocument();
  expect(screen.getByLabelText('Contraseña', { selector: 'input' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Mostrar contraseña' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '¿Olvidó su contraseña?' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Continuar con Google' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Cree una cuenta' })).toHaveAttribute('href', '/signup');
  expect(screen.getByText(/¿Necesita ayuda\? Llámenos al/)).toBeInTheDocument();

  const switchToEnglish = screen.getByRole('button', { name: 'English' });
  expect(switchToEnglish).toHaveAttribute('lang', 'en');
  await userEvent.click(switchToEnglish);
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('en');
});

it('says what to fix in Spanish, and again in the new language after a switch', async () => {
  await act(() => setLocale('es'));
  renderAuthRoute('/login');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Iniciar sesión' }));
  expect(await screen.findByText('Escriba su correo electrónico')).toBeInTheDocument();
  expect(screen.getByText('Escriba su contraseña')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'English' }));
  expect(await screen.findByText('Enter your email address')).toBeInTheDocument();
  expect(screen.getByText('Enter your password')).toBeInTheDocument();
});

it('offers no switch while the portal speaks one language', async () => {
  languageStore.setState({ offered: ['en'] });
  renderAuthRoute('/login');
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Español' })).not.toBeInTheDocument();
});
