import { screen } from '@testing-library/react';
import { registerCatalog } from '@portal/shared';
import { resetPortalStores, signInForTests, speakInTests } from '@portal/shared/testing';
import { loadCatalog } from '../catalog';
import { markVerificationSent, resetVerificationCooldowns } from '../common/resend-cooldown';
import { NEW_PARENT, renderAuthRoute } from '../test-support/auth-test-support';

speakInTests('es');

beforeAll(() => registerCatalog('auth', loadCatalog));
beforeEach(() => {
  resetPortalStores();
  resetVerificationCooldowns();
});

it('shows the sign-up page in Spanish, with the switch back to English', async () => {
  renderAuthRoute('/signup');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Cree su cuenta' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Su nombre' })).toBeInTheDocument();
  expect(screen.getByText('Use al menos 6 caracteres.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Crear cuenta' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
  expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
});

it('shows the password reset page in Spanish', async () => {
  renderAuthRoute('/forgot-password');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Restablezca su contraseña' }),
  ).toBeInTheDocument();
  expect(
    screen.getByRole('button', { name: 'Enviar enlace para restablecer' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toBeInTheDocument();
});

it('shows the verification page in Spanish, the countdown counted in Spanish', async () => {
  signInForTests(NEW_PARENT);
  markVerificationSent(NEW_PARENT.id);
  renderAuthRoute('/verify-email');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Verifique su correo electrónico' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/Enviamos un enlace a/)).toHaveTextContent(
    'Enviamos un enlace a new.parent@example.com. Abra el correo electrónico',
  );
  expect(screen.getByRole('button', { name: 'Ya verifiqué mi correo electrónico' })).toBeEnabled();
  expect(
    screen.getByText(/^Podrá pedir otro correo electrónico en \d+ segundos\.$/),
  ).toBeInTheDocument();
});
