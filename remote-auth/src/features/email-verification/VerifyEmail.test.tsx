import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, logout, reloadUser, sendVerificationEmail } from '@portal/shared';
import { resetPortalStores, signInForTests } from '@portal/shared/testing';
import {
  NEW_PARENT,
  currentLocation,
  deferred,
  holdAuthFailure,
  renderAuthRoute,
} from '../../test-support/auth-test-support';
import { markVerificationSent, resetVerificationCooldowns } from '../../common/resend-cooldown';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  sendVerificationEmail: jest.fn(),
  reloadUser: jest.fn(),
  logout: jest.fn(),
}));

const resend = jest.mocked(sendVerificationEmail);
const reload = jest.mocked(reloadUser);

const resendButton = () => screen.getByRole('button', { name: 'Resend email' });
const verifiedButton = () => screen.getByRole('button', { name: "I've verified my email" });

/** What reloadUser does when the provider says the email is verified now. */
async function becomesVerified() {
  authStore.setState((state) => ({
    user: state.user && { ...state.user, emailVerified: true },
  }));
  return true;
}

beforeEach(() => {
  resetPortalStores();
  resetVerificationCooldowns();
  signInForTests(NEW_PARENT);
});

afterEach(() => {
  jest.useRealTimers();
});

it('explains what to do, with the address the link went to', async () => {
  renderAuthRoute('/verify-email?redirect=%2Fportal');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Verify your email' }),
  ).toBeInTheDocument();
  expect(document.title).toBe('Verify your email · Parent Portal');
  expect(screen.getByText(NEW_PARENT.email!)).toBeInTheDocument();
  expect(verifiedButton()).toBeInTheDocument();
  expect(resendButton()).not.toHaveAttribute('aria-disabled');
});

describe('"I\'ve verified my email"', () => {
  it.each([
    ['/verify-email?redirect=%2Fportal%2Fpick-up', '/portal/pick-up'],
    ['/verify-email', '/portal'],
    ['/verify-email?redirect=https%3A%2F%2Fevil.com', '/portal'],
  ])('re-checks and continues from %s to %s once verified', async (route, target) => {
    reload.mockImplementation(becomesVerified);
    renderAuthRoute(route);
    await userEvent.setup().click(verifiedButton());
    await waitFor(() => expect(currentLocation()).toBe(target));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('explains when the email is not verified yet, and stays', async () => {
    reload.mockResolvedValue(false);
    renderAuthRoute('/verify-email?redirect=%2Fportal');
    await userEvent.setup().click(verifiedButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your email is not verified yet');
    expect(alert).toHaveTextContent(`the email we sent to ${NEW_PARENT.email}`);
    expect(currentLocation()).toBe('/verify-email?redirect=%2Fportal');
  });

  it('shows a provider failure as a human message', async () => {
    reload.mockImplementation(async () => {
      holdAuthFailure('auth/network-request-failed');
      return false;
    });
    const { container } = renderAuthRoute('/verify-email');
    await userEvent.setup().click(verifiedButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'We could not reach the sign-in service. Please check your connection and try again.',
    );
    expect(alert).not.toHaveTextContent('not verified yet');
    expect(container).not.toHaveTextContent('auth/network-request-failed');
  });

  it('checks once at a time, with a spinner', async () => {
    const check = deferred<boolean>();
    reload.mockImplementation(() => check.promise);
    renderAuthRoute('/verify-email');
    const user = userEvent.setup();
    await user.click(verifiedButton());
    expect(verifiedButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(verifiedButton());
    expect(reload).toHaveBeenCalledTimes(1);
    await act(async () => check.resolve(false));
    expect(verifiedButton()).not.toHaveAttribute('aria-disabled');
  });

  it('continues by itself when the parent comes back from the mailbox verified', async () => {
    reload.mockImplementation(becomesVerified);
    renderAuthRoute('/verify-email?redirect=%2Fportal%2Fpick-up');
    await screen.findByRole('heading', { level: 1, name: 'Verify your email' });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(currentLocation()).toBe('/portal/pick-up'));
  });

  it('says nothing when the quiet check on return finds it unverified', async () => {
    reload.mockImplementation(async () => {
      holdAuthFailure('auth/network-request-failed');
      return false;
    });
    renderAuthRoute('/verify-email');
    await screen.findByRole('heading', { level: 1, name: 'Verify your email' });
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(reload).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Resend email', () => {
  it('sends, then waits 60 seconds with a visible countdown before allowing another', async () => {
    jest.useFakeTimers();
    resend.mockResolvedValue(true);
    renderAuthRoute('/verify-email');
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

    await user.click(resendButton());
    expect(resend).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Email sent')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      `We sent a new link to ${NEW_PARENT.email}`,
    );
    expect(resendButton()).toHaveAttribute('aria-disabled', 'true');
    const countdown = screen.getByText('You can ask for another email in 60 seconds.');
    expect(resendButton()).toHaveAttribute('aria-describedby', countdown.id);

    await user.click(resendButton());
    expect(resend).toHaveBeenCalledTimes(1);

    act(() => {
      jest.advanceTimersByTime(30_000);
    });
    expect(screen.getByText('You can ask for another email in 30 seconds.')).toBeInTheDocument();
    expect(resendButton()).toHaveAttribute('aria-disabled', 'true');

    act(() => {
      jest.advanceTimersByTime(29_000);
    });
    expect(screen.getByText('You can ask for another email in 1 second.')).toBeInTheDocument();

    act(() => {
      jest.advanceTimersByTime(1_000);
    });
    expect(screen.queryByText(/You can ask for another email/)).not.toBeInTheDocument();
    expect(resendButton()).not.toHaveAttribute('aria-disabled');

    await user.click(resendButton());
    expect(resend).toHaveBeenCalledTimes(2);
    expect(resendButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('starts waiting on arrival when the email was just sent (sign-up)', async () => {
    jest.useFakeTimers();
    markVerificationSent(NEW_PARENT.id, Date.now() - 15_000);
    renderAuthRoute('/verify-email');
    expect(
      await screen.findByText('You can ask for another email in 45 seconds.'),
    ).toBeInTheDocument();
    expect(resendButton()).toHaveAttribute('aria-disabled', 'true');
    act(() => {
      jest.advanceTimersByTime(45_000);
    });
    expect(resendButton()).not.toHaveAttribute('aria-disabled');
  });

  it('does not start the wait when sending failed, and says why', async () => {
    resend.mockImplementation(async () => {
      holdAuthFailure('auth/too-many-requests');
      return false;
    });
    renderAuthRoute('/verify-email');
    await userEvent.setup().click(resendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts in a row. Please wait a few minutes before trying again.',
    );
    expect(resendButton()).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByText(/You can ask for another email/)).not.toBeInTheDocument();
  });
});

it('signs out to use another account, keeping the destination', async () => {
  jest.mocked(logout).mockImplementation(async () => {
    authStore.setState({ user: null });
  });
  renderAuthRoute('/verify-email?redirect=%2Fportal%2Fpick-up');
  await userEvent
    .setup()
    .click(screen.getByRole('button', { name: 'Sign out and use another account' }));
  await waitFor(() => expect(currentLocation()).toBe('/login?redirect=%2Fportal%2Fpick-up'));
  expect(logout).toHaveBeenCalledTimes(1);
});

it('lets a parent who is already verified continue', async () => {
  signInForTests({ ...NEW_PARENT, emailVerified: true });
  renderAuthRoute('/verify-email?redirect=%2Fportal%2Fpick-up');
  expect(await screen.findByText('Your email address is verified')).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Continue to your portal' }));
  await waitFor(() => expect(currentLocation()).toBe('/portal/pick-up'));
});

it('continues at once when the email becomes verified while the page is open', async () => {
  renderAuthRoute('/verify-email?redirect=%2Fportal%2Fpick-up');
  await screen.findByRole('button', { name: "I've verified my email" });
  act(() => {
    authStore.setState({ user: { ...NEW_PARENT, emailVerified: true } });
  });
  await waitFor(() => expect(currentLocation()).toBe('/portal/pick-up'));
});
