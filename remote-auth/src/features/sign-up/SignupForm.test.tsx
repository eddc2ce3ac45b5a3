import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  authStore,
  getFirebaseAuth,
  loginWithGoogle,
  signUp,
  type PortalUser,
} from '@portal/shared';
import { TEST_USER, resetPortalStores } from '@portal/shared/testing';
import {
  NEW_PARENT,
  currentLocation,
  deferred,
  holdAuthFailure,
  renderAuthRoute,
} from '../../test-support/auth-test-support';
import { resetVerificationCooldowns, verificationSentAt } from '../../common/resend-cooldown';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  signUp: jest.fn(),
  loginWithGoogle: jest.fn(),
  getFirebaseAuth: jest.fn(),
}));

const createAccount = jest.mocked(signUp);

function succeedAs(user: PortalUser) {
  return async () => {
    authStore.setState({ loading: false, user, error: null });
    return user;
  };
}

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Create account' });

async function fillAndSubmit({
  name = 'Sam Parent',
  email = 'new.parent@example.com',
  password = 'Cordblood-2026',
} = {}) {
  const user = userEvent.setup();
  if (name) await user.type(field('Your name'), name);
  if (email) await user.type(field('Email'), email);
  if (password) await user.type(field('Password'), password);
  await user.click(submit());
  return user;
}

beforeEach(() => {
  resetPortalStores();
  resetVerificationCooldowns();
  jest.mocked(getFirebaseAuth).mockResolvedValue({} as Awaited<ReturnType<typeof getFirebaseAuth>>);
});

it('has the names, autocomplete hints and the password policy shown before submitting', async () => {
  renderAuthRoute('/signup');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Create your account' }),
  ).toBeInTheDocument();
  expect(document.title).toBe('Create your account · Parent Portal');
  expect(field('Your name')).toHaveAttribute('autocomplete', 'name');
  expect(field('Email')).toHaveAttribute('autocomplete', 'email');
  expect(field('Password')).toHaveAttribute('autocomplete', 'new-password');
  const policy = screen.getByText('Use at least 6 characters.');
  expect(field('Password').getAttribute('aria-describedby')).toContain(policy.id);
  expect(submit()).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
});

it('is linked from the login page, keeping the redirect', async () => {
  renderAuthRoute('/login?redirect=%2Fportal%2Fpick-up');
  await userEvent.setup().click(await screen.findByRole('link', { name: 'Create an account' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Create your account' }),
  ).toBeInTheDocument();
  expect(currentLocation()).toBe('/signup?redirect=%2Fportal%2Fpick-up');
});

it('says exactly what each field needs, and sends nothing', async () => {
  renderAuthRoute('/signup');
  await userEvent.setup().click(submit());
  expect(await screen.findByText('Enter your name')).toBeInTheDocument();
  expect(screen.getByText('Enter your email address')).toBeInTheDocument();
  expect(screen.getByText('Create a password')).toBeInTheDocument();
  expect(field('Your name')).toHaveFocus();
  expect(createAccount).not.toHaveBeenCalled();
});

it("enforces the provider's minimum of 6 characters before submitting", async () => {
  renderAuthRoute('/signup');
  const user = await fillAndSubmit({ password: '12345' });
  expect(await screen.findByText('Use at least 6 characters')).toBeInTheDocument();
  expect(field('Password')).toHaveFocus();
  expect(field('Password')).toHaveAttribute('aria-invalid', 'true');
  expect(createAccount).not.toHaveBeenCalled();

  await user.type(field('Password'), '6');
  await waitFor(() =>
    expect(screen.queryByText('Use at least 6 characters')).not.toBeInTheDocument(),
  );
});

it('creates the account, then asks to verify the email, keeping the redirect', async () => {
  createAccount.mockImplementation(succeedAs(NEW_PARENT));
  renderAuthRoute('/signup?redirect=%2Fportal%2Fpick-up');
  await fillAndSubmit({ name: '  Sam Parent ', email: ' new.parent@example.com' });

  await waitFor(() => expect(currentLocation()).toBe('/verify-email?redirect=%2Fportal%2Fpick-up'));
  expect(createAccount).toHaveBeenCalledWith({
    name: 'Sam Parent',
    email: 'new.parent@example.com',
    password: 'Cordblood-2026',
  });
  // The verification email was just sent: the resend button waits its minute.
  expect(verificationSentAt(NEW_PARENT.id)).not.toBeNull();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Verify your email' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Resend email' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
});

it('explains an address already in use, offers sign-in, and keeps what was typed', async () => {
  createAccount.mockImplementation(async () => holdAuthFailure('auth/email-already-in-use'));
  const { container } = renderAuthRoute('/signup?redirect=%2Fportal%2Fpick-up');
  await fillAndSubmit();

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(
    'An account already exists for this email address. Please sign in instead.',
  );
  expect(alert).toHaveFocus();
  expect(container).not.toHaveTextContent('auth/email-already-in-use');
  expect(screen.getByRole('link', { name: 'Sign in instead' })).toHaveAttribute(
    'href',
    '/login?redirect=%2Fportal%2Fpick-up',
  );
  expect(field('Your name')).toHaveValue('Sam Parent');
  expect(field('Email')).toHaveValue('new.parent@example.com');
  expect(field('Password')).toHaveValue('Cordblood-2026');
  expect(currentLocation()).toBe('/signup?redirect=%2Fportal%2Fpick-up');
});

it.each([
  ['auth/weak-password', 'This password is too weak. Please choose a longer, stronger password.'],
  ['auth/invalid-email', 'Please enter a valid email address.'],
  ['portal/unknown', 'Something went wrong on our side. Please try again in a moment.'],
])('shows %s as a human message', async (code, message) => {
  createAccount.mockImplementation(async () => holdAuthFailure(code));
  const { container } = renderAuthRoute('/signup');
  await fillAndSubmit();
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(container).not.toHaveTextContent(code);
});

it('disables the button with a spinner while the account is created', async () => {
  const request = deferred<PortalUser | undefined>();
  createAccount.mockImplementation(() => request.promise);
  renderAuthRoute('/signup');
  const user = await fillAndSubmit();
  expect(submit()).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByRole('status')).toHaveTextContent('Creating your account…');
  await user.click(submit());
  expect(createAccount).toHaveBeenCalledTimes(1);
  await act(async () => {
    request.resolve(holdAuthFailure('auth/network-request-failed'));
  });
  expect(submit()).not.toHaveAttribute('aria-disabled');
});

it('also offers Google, which registers the parent through the shared action', async () => {
  jest.mocked(loginWithGoogle).mockImplementation(succeedAs(TEST_USER));
  renderAuthRoute('/signup?redirect=%2Fportal%2Fpick-up');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Google' }));
  await waitFor(() => expect(currentLocation()).toBe('/portal/pick-up'));
});
