import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  GOOGLE_NO_EMAIL_CODE,
  authStore,
  loginWithEmail,
  loginWithGoogle,
  type PortalUser,
} from '@portal/shared';
import { TEST_USER, resetPortalStores, signInForTests } from '@portal/shared/testing';
import {
  currentLocation,
  deferred,
  holdAuthFailure,
  renderAuthRoute,
} from '../../test-support/auth-test-support';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  loginWithEmail: jest.fn(),
  loginWithGoogle: jest.fn(),
}));

const signIn = jest.mocked(loginWithEmail);
const google = jest.mocked(loginWithGoogle);

/** What the shared action does on success: the user is in the store and returned. */
function succeedAs(user: PortalUser) {
  return async () => {
    authStore.setState({ loading: false, user, error: null });
    return user;
  };
}

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Sign in' });

async function fillAndSubmit(email = 'parent@example.com', password = 'Cordblood-2026') {
  const user = userEvent.setup();
  await user.type(field('Email'), email);
  await user.type(field('Password'), password);
  await user.click(submit());
  return user;
}

beforeEach(() => {
  resetPortalStores();
});

describe('the login page', () => {
  it('keeps the accessible names the portal relies on', async () => {
    renderAuthRoute('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', 'email');
    expect(field('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(field('Password')).toHaveAttribute('type', 'password');
    expect(submit()).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(document.title).toBe('Sign in · Parent Portal');
  });

  it('keeps the redirect on the links to the other auth pages', async () => {
    renderAuthRoute('/login?redirect=%2Fportal%2Fpick-up');
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup?redirect=%2Fportal%2Fpick-up',
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password?redirect=%2Fportal%2Fpick-up',
    );
  });
});

describe('validation', () => {
  it('says what is missing, announces it, focuses the first field, and sends nothing', async () => {
    renderAuthRoute('/login');
    await userEvent.setup().click(submit());

    const email = field('Email');
    const emailError = await screen.findByText('Enter your email address');
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(emailError.closest('[role="alert"]')).not.toBeNull();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email.getAttribute('aria-describedby')).toContain(emailError.closest('[id]')?.id);
    expect(email).toHaveFocus();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('explains the shape of an email address, then clears the message as the parent fixes it', async () => {
    renderAuthRoute('/login');
    const user = await fillAndSubmit('parent@example', 'secret1');
    expect(
      await screen.findByText('Enter an email address like name@example.com'),
    ).toBeInTheDocument();
    expect(field('Email')).toHaveFocus();
    await user.type(field('Email'), '.com');
    await waitFor(() =>
      expect(
        screen.queryByText('Enter an email address like name@example.com'),
      ).not.toBeInTheDocument(),
    );
  });

  it('accepts pasted values (password managers and paste are never blocked)', async () => {
    signIn.mockImplementation(succeedAs(TEST_USER));
    renderAuthRoute('/login');
    const user = userEvent.setup();
    await user.click(field('Email'));
    await user.paste('parent@example.com');
    await user.click(field('Password'));
    await user.paste('Cordblood-2026');
    await user.click(submit());
    await waitFor(() =>
      expect(signIn).toHaveBeenCalledWith('parent@example.com', 'Cordblood-2026'),
    );
  });

  it('trims the email a phone keyboard padded, never the password', async () => {
    signIn.mockImplementation(succeedAs(TEST_USER));
    renderAuthRoute('/login');
    await fillAndSubmit('  parent@example.com ', ' pass word ');
    await waitFor(() => expect(signIn).toHaveBeenCalledWith('parent@example.com', ' pass word '));
  });
});

describe('after signing in', () => {
  it.each([
    ['/login?redirect=%2Fportal%2Fpick-up', '/portal/pick-up'],
    ['/login?redirect=%2Fportal%2Fmedical-form%3Fstep%3D2', '/portal/medical-form?step=2'],
    ['/login', '/portal'],
    ['/login?redirect=%2F%2Fevil.com', '/portal'],
    ['/login?redirect=https%3A%2F%2Fevil.com', '/portal'],
    ['/login?redirect=javascript%3Aalert(1)', '/portal'],
    ['/login?redirect=%2Flogin', '/portal'],
  ])('%s goes to %s', async (route, expected) => {
    signIn.mockImplementation(succeedAs(TEST_USER));
    renderAuthRoute(route);
    await fillAndSubmit();
    await waitFor(() => expect(currentLocation()).toBe(expected));
  });

  it('sends a parent whose email is not verified to /verify-email, keeping the redirect', async () => {
    signIn.mockImplementation(succeedAs({ ...TEST_USER, emailVerified: false }));
    renderAuthRoute('/login?redirect=%2Fportal%2Fpick-up');
    await fillAndSubmit();
    await waitFor(() =>
      expect(currentLocation()).toBe('/verify-email?redirect=%2Fportal%2Fpick-up'),
    );
  });

  it('signs in with Google and goes to the redirect target', async () => {
    google.mockImplementation(succeedAs(TEST_USER));
    renderAuthRoute('/login?redirect=%2Fportal%2Fstem-cell-key');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(currentLocation()).toBe('/portal/stem-cell-key'));
    expect(signIn).not.toHaveBeenCalled();
  });
});

describe('auth failures', () => {
  it.each([
    ['auth/wrong-password', 'The email or password is incorrect. Please check them and try again.'],
    [
      'auth/invalid-credential',
      'The email or password is incorrect. Please check them and try again.',
    ],
    ['auth/user-not-found', 'The email or password is incorrect. Please check them and try again.'],
    [
      'auth/too-many-requests',
      'Too many attempts in a row. Please wait a few minutes before trying again.',
    ],
    [
      'auth/network-request-failed',
      'We could not reach the sign-in service. Please check your connection and try again.',
    ],
    ['auth/user-disabled', 'This account has been disabled. Please contact support for help.'],
    ['auth/internal-error', 'Something went wrong on our side. Please try again in a moment.'],
  ])('%s shows a human message, never the code', async (code, message) => {
    signIn.mockImplementation(async () => holdAuthFailure(code));
    const { container } = renderAuthRoute('/login');
    await fillAndSubmit();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent('We could not sign you in');
    expect(alert).toHaveFocus();
    expect(container).not.toHaveTextContent(code);
    expect(currentLocation()).toBe('/login');
  });

  it('loses nothing the parent typed', async () => {
    signIn.mockImplementation(async () => holdAuthFailure('auth/wrong-password'));
    renderAuthRoute('/login');
    await fillAndSubmit('parent@example.com', 'Cordblood-2025');
    await screen.findByRole('alert');
    expect(field('Email')).toHaveValue('parent@example.com');
    expect(field('Password')).toHaveValue('Cordblood-2025');
  });

  it('clears the message when the parent edits a field, and retries with the new value', async () => {
    signIn.mockImplementationOnce(async () => holdAuthFailure('auth/wrong-password'));
    renderAuthRoute('/login');
    const user = await fillAndSubmit('parent@example.com', 'Cordblood-2025');
    await screen.findByRole('alert');

    await user.type(field('Password'), '6');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    signIn.mockImplementationOnce(succeedAs(TEST_USER));
    await user.click(submit());
    await waitFor(() =>
      expect(signIn).toHaveBeenLastCalledWith('parent@example.com', 'Cordblood-20256'),
    );
    await waitFor(() => expect(currentLocation()).toBe('/portal'));
  });

  it("shows the spec's message for a Google user without an email", async () => {
    google.mockImplementation(async () => holdAuthFailure(GOOGLE_NO_EMAIL_CODE));
    const { container } = renderAuthRoute('/login');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Google' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('no email associated with the Google user');
    expect(alert).toHaveTextContent('choose a Google account that has an email address');
    expect(container).not.toHaveTextContent(GOOGLE_NO_EMAIL_CODE);
    expect(currentLocation()).toBe('/login');
  });

  it('shows the Google popup being closed as a calm message', async () => {
    google.mockImplementation(async () => holdAuthFailure('auth/popup-closed-by-user'));
    renderAuthRoute('/login');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The Google sign-in window was closed before you finished. Please try again.',
    );
  });

  it('never shows a failure another page left in the store', async () => {
    holdAuthFailure('auth/email-already-in-use');
    renderAuthRoute('/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(authStore.getState().error).toBeNull();
  });
});

describe('while signing in', () => {
  it('disables both ways in, shows a spinner, and ignores a second press', async () => {
    const request = deferred<PortalUser | undefined>();
    signIn.mockImplementation(() => request.promise);
    renderAuthRoute('/login');
    const user = await fillAndSubmit();

    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    expect(within(submit()).getByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in…');

    await user.click(submit());
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(google).not.toHaveBeenCalled();

    await act(async () => {
      request.resolve(holdAuthFailure('auth/wrong-password'));
    });
    expect(submit()).not.toHaveAttribute('aria-disabled');
    expect(field('Email')).toHaveValue('parent@example.com');
  });

  it('disables the email form while the Google popup is open', async () => {
    const request = deferred<PortalUser | undefined>();
    google.mockImplementation(() => request.promise);
    renderAuthRoute('/login');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await act(async () => {
      request.resolve(holdAuthFailure('auth/popup-closed-by-user'));
    });
    expect(submit()).not.toHaveAttribute('aria-disabled');
  });
});

describe('a parent who is already signed in', () => {
  it('is offered the way on instead of a second sign-in', async () => {
    signInForTests();
    renderAuthRoute('/login?redirect=%2Fportal%2Fpick-up');
    expect(await screen.findByText('You are already signed in')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to your portal' })).toHaveAttribute(
      'href',
      '/portal/pick-up',
    );
  });
});

it('hands the typed email to the forgot-password page', async () => {
  renderAuthRoute('/login');
  const user = userEvent.setup();
  await user.type(field('Email'), 'parent@example.com');
  await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' }),
  ).toBeInTheDocument();
  expect(field('Email')).toHaveValue('parent@example.com');
});
