import { screen } from '@testing-library/react';
import { configureForTests, renderWithPortal } from '@portal/shared/testing';
import { AuthLayout } from './AuthLayout';

it('is one main landmark with the brand, the page heading and a way to reach support', () => {
  configureForTests({ support: { phone: '+1 (800) 555-0100', email: 'help@example.com' } });
  renderWithPortal(
    <AuthLayout title="Sign in" intro="Welcome back.">
      <p>content</p>
    </AuthLayout>,
  );
  const main = screen.getByRole('main');
  expect(main).toHaveAttribute('id', 'main');
  expect(screen.getAllByRole('heading')).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  expect(screen.getByText('Parent Portal')).toBeInTheDocument();
  expect(screen.getByText('Welcome back.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '+1 (800) 555-0100' })).toHaveAttribute(
    'href',
    'tel:+18005550100',
  );
});

it('starts on the heading when focus would otherwise be lost to the page', () => {
  renderWithPortal(<AuthLayout title="Reset your password" />);
  expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toHaveFocus();
});

it('leaves focus alone when something already has it', () => {
  const outside = document.createElement('button');
  document.body.append(outside);
  outside.focus();
  renderWithPortal(<AuthLayout title="Sign in" />);
  expect(outside).toHaveFocus();
  outside.remove();
});
