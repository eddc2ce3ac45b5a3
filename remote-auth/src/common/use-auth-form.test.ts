import { createElement, type FormEvent } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod/mini';
import { notificationStore } from '@portal/shared';
import { renderWithPortal } from '@portal/shared/testing';
import { TextField } from './TextField';
import { useAuthForm, type SchemaLoader } from './use-auth-form';

const rules = z.object({ email: z.string().check(z.minLength(1, 'Enter your email address')) });
type Rules = typeof rules;

function Harness({
  loadRules,
  onValid,
}: {
  loadRules: SchemaLoader<Rules>;
  onValid: (values: { email: string }) => void;
}) {
  const { control, handleSubmit } = useAuthForm(loadRules, { email: '' });
  // createElement rather than JSX: the file is named after the hook it tests.
  return createElement(
    'form',
    { noValidate: true, onSubmit: (event: FormEvent) => void handleSubmit(onValid)(event) },
    createElement(TextField<{ email: string }>, { control, name: 'email', label: 'Email' }),
    createElement('button', { type: 'submit' }, 'Go'),
  );
}

afterEach(() => notificationStore.setState({ notifications: [] }));

it('loads the rules at the first key or pointer, not before, and only once', async () => {
  const loadRules = jest.fn(() => Promise.resolve(rules));
  renderWithPortal(createElement(Harness, { loadRules, onValid: jest.fn() }));
  expect(loadRules).not.toHaveBeenCalled();

  fireEvent.keyDown(document.body, { key: 'Tab' });
  expect(loadRules).toHaveBeenCalledTimes(1);
  fireEvent.pointerDown(document.body);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Go' }));

  expect(await screen.findByText('Enter your email address')).toBeInTheDocument();
  expect(loadRules).toHaveBeenCalledTimes(1);
});

it('says so when the rules cannot load, keeps what was typed, and tries again on the next submit', async () => {
  const loadRules = jest
    .fn<Promise<Rules>, []>()
    .mockRejectedValueOnce(new Error('ChunkLoadError'))
    .mockRejectedValueOnce(new Error('ChunkLoadError'))
    .mockResolvedValue(rules);
  const onValid = jest.fn();
  renderWithPortal(createElement(Harness, { loadRules, onValid }));
  const user = userEvent.setup();

  await user.type(screen.getByLabelText('Email', { selector: 'input' }), 'parent@example.com');
  await user.click(screen.getByRole('button', { name: 'Go' }));

  await waitFor(() =>
    expect(notificationStore.getState().notifications).toEqual([
      expect.objectContaining({
        intent: 'error',
        title: 'We could not check the form',
        message: 'Please check your connection and try again. What you typed is still here.',
      }),
    ]),
  );
  expect(onValid).not.toHaveBeenCalled();
  expect(screen.getByLabelText('Email', { selector: 'input' })).toHaveValue('parent@example.com');

  await user.click(screen.getByRole('button', { name: 'Go' }));
  await waitFor(() => expect(onValid).toHaveBeenCalledWith({ email: 'parent@example.com' }));
});
