import { render, screen } from '@testing-library/react';
import { ExternalLink } from './ExternalLink';

it('opens in a new tab, without a hold on the portal, and says so in its name', () => {
  render(<ExternalLink href="https://example.test/courses">Courses</ExternalLink>);
  const link = screen.getByRole('link', { name: 'Courses (opens in a new tab)' });
  expect(link).toHaveAttribute('href', 'https://example.test/courses');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});
