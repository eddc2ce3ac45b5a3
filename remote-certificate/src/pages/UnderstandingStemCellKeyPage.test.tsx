import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal, resetPortalStores, signInForTests } from '@portal/shared/testing';
import { RemoteRoutes } from '../routes';

beforeEach(() => {
  resetPortalStores();
  signInForTests();
});

const FIELDS = [
  "Child's name",
  'Date of birth',
  'Account holder',
  'Unit ID',
  'Collection date',
  'Processing date',
  'Processing lab',
  'Total nucleated cells (TNC)',
  'CD34+ cells',
  'Cell viability',
  'Volume',
  'Storage site',
  'Issue date',
];

it('explains every field of the certificate, with no certificate and no order', () => {
  renderWithPortal(<RemoteRoutes />, { route: '/portal/understanding-your-stem-cell-key' });
  for (const label of FIELDS) {
    const heading = screen.getByRole('heading', { level: 2, name: label });
    const section = heading.closest('section') as HTMLElement;
    expect(section).toHaveAccessibleName(label);
    expect(within(section).getByRole('link', { name: 'Back to your certificate' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/portal\/stem-cell-key#field-[a-z0-9-]+$/),
    );
  }
});

it('says what TNC, CD34+ and viability mean and what is usual', () => {
  renderWithPortal(<RemoteRoutes />, { route: '/portal/understanding-your-stem-cell-key' });
  const section = (label: string) => screen.getByRole('region', { name: label }) as HTMLElement;
  expect(section('Total nucleated cells (TNC)')).toHaveTextContent(/every cell with a nucleus/);
  expect(section('Total nucleated cells (TNC)')).toHaveTextContent(
    /What is usual: .*between about 5 and 20 × 10⁸/,
  );
  expect(section('CD34+ cells')).toHaveTextContent(/blood-forming stem cells/);
  expect(section('CD34+ cells')).toHaveTextContent(/What is usual: .*1 and 10 × 10⁶/);
  expect(section('Cell viability')).toHaveTextContent(/alive and healthy/);
  expect(section('Cell viability')).toHaveTextContent(/What is usual: .*above 85%/);
});

it('opens at the explanation a link names, focused, and links back', async () => {
  renderWithPortal(<RemoteRoutes />, {
    route: '/portal/understanding-your-stem-cell-key#about-viability',
  });
  const heading = screen.getByRole('heading', { level: 2, name: 'Cell viability' });
  expect(heading).toHaveFocus();
  expect(screen.getAllByRole('link', { name: 'Back to your certificate' })[0]).toHaveAttribute(
    'href',
    '/portal/stem-cell-key',
  );

  // The contents list moves to a section in the page.
  const contents = screen.getByRole('navigation', { name: 'On the certificate' });
  await userEvent.click(within(contents).getByRole('link', { name: 'CD34+ cells' }));
  expect(screen.getByRole('heading', { level: 2, name: 'CD34+ cells' })).toHaveFocus();

  const back = within(screen.getByRole('region', { name: 'CD34+ cells' }) as HTMLElement).getByRole(
    'link',
    { name: 'Back to your certificate' },
  );
  await userEvent.click(back);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Stem Cell Certificate' }),
  ).toBeInTheDocument();
});
