import { render, screen } from '@testing-library/react';
import { Separator } from './Separator';

it('is a plain rule (a separator to assistive technology) without a word', () => {
  render(<Separator />);
  expect(screen.getByRole('separator')).toBeInstanceOf(HTMLHRElement);
});

it('reads its word as text, with no separator role hiding it', () => {
  render(
    <div>
      Email
      <Separator>or</Separator>
      Google
    </div>,
  );
  expect(screen.getByText('or')).toBeVisible();
  expect(screen.queryByRole('separator')).toBeNull();
});
