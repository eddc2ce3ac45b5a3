import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetPortalStores } from '@portal/shared/testing';
import { currentLocation, deferred, renderAuthRoute } from '../../test-support/auth-test-support';

// The real shared action (sendPasswordReset) runs against a stand-in for the provider's SDK,
// so these tests see exactly what the provider's answers become on this page.
const mockSendPasswordResetEmail = jest.fn();
jest.mock('firebase/app', () => ({
  getApps: () => [],
  getApp: () => ({ name: '[DEFAULT]' }),
  initializeApp: () => ({ name: '[DEFAULT]' }),
}));
jest.mock('firebase/auth', () => ({
  initializeAuth: () => ({ currentUser: null }),
  indexedDBLocalPersistence: {},
  browserLocalPersistence: {},
  connectAuthEmulator: () => undefined,
  // The action starts the auth store's subscription (nobody is signed in here).
  onIdTokenChanged: () => () => undefined,
  sendPasswordResetEmail: (...args: unknown[]) => mockSendPasswordResetEmail(...args),
}));

const KNOWN = 'parent@example.com';
const UNKNOWN = 'nobody@example.com';

function providerError(code: string) {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code, name: 'FirebaseError' });
}

const field = () => screen.getByLabelText('Email', { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Send reset link' });

async function requestReset(email: string) {
  const user = userEvent.setup();
  await user.clear(field());
  await user.type(field(), email);
  await user.click(submit());
  return user;
}

beforeEach(() => {
  resetPortalStores();
  mockSendPasswordResetEmail.mockImplementation(async (_auth: unknown, email: string) => {
    if (email !== KNOWN) throw providerError('auth/user-not-found');
  });
});

it('has its heading, field and button', async () => {
  renderAuthRoute('/forgot-password');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' }),
  ).toBeInTheDocument();
  expect(document.title).toBe('Reset your password · Parent Portal');
  expect(field()).toHaveAttribute('autocomplete', 'email');
  expect(submit()).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
});

it('sends the reset email with the login page as its continue URL', async () => {
  renderAuthRoute('/forgot-password');
  await requestReset(KNOWN);
  await screen.findByText('Check your email');
  expect(mockSendPasswordResetEmail).toHaveBeenCalledWith(expect.anything(), KNOWN, {
    url: `${window.location.origin}/login`,
  });
});

it('shows the same confirmation for an existing and an unknown address (no enumeration)', async () => {
  const confirmationFor = async (email: string) => {
    const view = renderAuthRoute('/forgot-password');
    await requestReset(email);
    const confirmation = await screen.findByRole('status', { name: /Check your email/ });
    expect(confirmation).toHaveFocus();
    const text = (confirmation.textContent ?? '').replace(email, '<email>');
    view.unmount();
    return text;
  };
  const known = await confirmationFor(KNOWN);
  const unknown = await confirmationFor(UNKNOWN);
  expect(mockSendPasswordResetEmail).toHaveBeenCalledTimes(2);
  expect(unknown).toBe(known);
  expect(known).toContain('If there is an account for <email>, we have sent it a link');
});

it('says what is wrong with the address before sending', async () => {
  renderAuthRoute('/forgot-password');
  const user = userEvent.setup();
  await user.click(submit());
  expect(await screen.findByText('Enter your email address')).toBeInTheDocument();
  expect(field()).toHaveFocus();
  await requestReset('parent.example.com');
  expect(
    await screen.findByText('Enter an email address like name@example.com'),
  ).toBeInTheDocument();
  expect(mockSendPasswordResetEmail).not.toHaveBeenCalled();
});

it('shows a failure as a human message, keeps the address, and clears it on edit', async () => {
  mockSendPasswordResetEmail.mockRejectedValue(providerError('auth/network-request-failed'));
  const { container } = renderAuthRoute('/forgot-password');
  const user = await requestReset(KNOWN);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(
    'We could not reach the sign-in service. Please check your connection and try again.',
  );
  expect(alert).toHaveFocus();
  expect(container).not.toHaveTextContent('auth/network-request-failed');
  expect(field()).toHaveValue(KNOWN);

  await user.type(field(), '{Backspace}');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('disables the button with a spinner while sending', async () => {
  const request = deferred<void>();
  mockSendPasswordResetEmail.mockImplementation(() => request.promise);
  renderAuthRoute('/forgot-password');
  const user = await requestReset(KNOWN);
  expect(submit()).toHaveAttribute('aria-disabled', 'true');
  await user.click(submit());
  expect(mockSendPasswordResetEmail).toHaveBeenCalledTimes(1);
  await act(async () => {
    request.resolve();
  });
  expect(await screen.findByText('Check your email')).toBeInTheDocument();
});

it('lets the parent try another address without retyping from scratch', async () => {
  renderAuthRoute('/forgot-password?redirect=%2Fportal%2Fpick-up');
  const user = await requestReset(KNOWN);
  await screen.findByText('Check your email');
  expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
    'href',
    '/login?redirect=%2Fportal%2Fpick-up',
  );
  await user.click(screen.getByRole('button', { name: 'Use a different email address' }));
  expect(field()).toHaveValue(KNOWN);
});

it('is linked from the login page', async () => {
  renderAuthRoute('/login');
  await userEvent.setup().click(await screen.findByRole('link', { name: 'Forgot your password?' }));
  await waitFor(() => expect(currentLocation()).toBe('/forgot-password'));
});
