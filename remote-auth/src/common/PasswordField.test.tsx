import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod/mini';
import { useAuthForm } from './use-auth-form';
import { renderWithPortal } from '@portal/shared/testing';
import { PasswordField } from './PasswordField';

const loadRules = () => Promise.resolve(z.object({ password: z.string() }));

function Harness() {
  const { control } = useAuthForm(loadRules, { password: '' });
  return (
    <PasswordField
      control={control}
      name="password"
      autoComplete="new-password"
      hint="Use at least 6 characters."
    />
  );
}

it('shows and hides the password with a toggle that keeps its name and reports its state', async () => {
  renderWithPortal(<Harness />);
  const user = userEvent.setup();
  const input = screen.getByLabelText('Password', { selector: 'input' });
  const toggle = screen.getByRole('button', { name: 'Show password' });
  expect(input).toHaveAttribute('type', 'password');
  expect(toggle).toHaveAttribute('aria-pressed', 'false');

  await user.type(input, 'Cordblood-2026');
  await user.click(toggle);
  expect(input).toHaveAttribute('type', 'text');
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(input).toHaveValue('Cordblood-2026');

  await user.click(toggle);
  expect(input).toHaveAttribute('type', 'password');
  expect(input).toHaveValue('Cordblood-2026');
});

it('lets a password be pasted, and never corrects or capitalises it', async () => {
  renderWithPortal(<Harness />);
  const user = userEvent.setup();
  const input = screen.getByLabelText('Password', { selector: 'input' });
  await user.click(input);
  await user.paste('pasted-Secret');
  expect(input).toHaveValue('pasted-Secret');
  expect(input).toHaveAttribute('autocomplete', 'new-password');
  expect(input).toHaveAttribute('autocapitalize', 'none');
  expect(input).toHaveAttribute('spellcheck', 'false');
});

it('toggling does not submit the form around it', async () => {
  const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
  renderWithPortal(
    <form onSubmit={onSubmit}>
      <Harness />
    </form>,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Show password' }));
  expect(onSubmit).not.toHaveBeenCalled();
});
