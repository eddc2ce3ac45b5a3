import { act, screen, within } from '@testing-library/react';
import { renderWithPortal } from '@portal/shared/testing';
import { getConfig, languageStore, registerCatalog, setLocale } from '@portal/shared';
import { loadHostCatalog } from '../i18n/host-catalog';
import { setViewportWidth } from '../test-support/viewport';
import { SupportDialog } from './SupportDialog';

it('shows the spec texts, the phone number and the three contact tiles', async () => {
  renderWithPortal(<SupportDialog open onOpenChange={() => undefined} />);
  const dialog = await screen.findByRole('dialog', { name: 'Support' });
  const { support } = getConfig();
  expect(within(dialog).getByText('We respond quickly. Like, really quickly.')).toBeInTheDocument();
  // Shown large, and again as the number to call for language assistance.
  expect(within(dialog).getAllByText(support.phone)).toHaveLength(2);
  expect(within(dialog).getByRole('img', { name: 'Support mascot' })).toBeInTheDocument();
  const digits = support.phone.replace(/[^\d+]/g, '');
  expect(within(dialog).getByRole('link', { name: 'Email' })).toHaveAttribute(
    'href',
    `mailto:${support.email}`,
  );
  expect(within(dialog).getByRole('link', { name: 'Message' })).toHaveAttribute(
    'href',
    `sms:${digits}`,
  );
  expect(within(dialog).getByRole('link', { name: 'Call' })).toHaveAttribute(
    'href',
    `tel:${digits}`,
  );
});

it('hides the Email tile on narrow screens', async () => {
  setViewportWidth(375);
  renderWithPortal(<SupportDialog open onOpenChange={() => undefined} />);
  const dialog = await screen.findByRole('dialog', { name: 'Support' });
  expect(within(dialog).queryByRole('link', { name: 'Email' })).not.toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'Message' })).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'Call' })).toBeInTheDocument();
});

it('links to the help center, in a new tab', async () => {
  renderWithPortal(<SupportDialog open onOpenChange={() => undefined} />);
  const dialog = await screen.findByRole('dialog', { name: 'Support' });
  const link = within(dialog).getByRole('link', { name: 'help center (opens in a new tab)' });
  expect(link).toHaveAttribute('href', getConfig().links.helpCenter);
  expect(link).toHaveAttribute('target', '_blank');
});

it('offers language assistance at no cost with the phone number, in English and in Spanish', async () => {
  const { support } = getConfig();
  const digits = support.phone.replace(/[^\d+]/g, '');
  renderWithPortal(<SupportDialog open onOpenChange={() => undefined} />);
  const dialog = await screen.findByRole('dialog', { name: 'Support' });
  expect(dialog).toHaveTextContent(
    `Language assistance is available at no cost. Call ${support.phone}.`,
  );
  await act(() => registerCatalog('host', loadHostCatalog));
  languageStore.setState({ offered: ['en', 'es'] });
  await act(() => setLocale('es'));
  const spanish = await screen.findByRole('dialog', { name: 'Ayuda' });
  expect(spanish).toHaveTextContent(
    `Le ofrecemos asistencia con el idioma sin costo. Llame al ${support.phone}.`,
  );
  expect(within(spanish).getByRole('link', { name: support.phone })).toHaveAttribute(
    'href',
    `tel:${digits}`,
  );
  await act(() => setLocale('en'));
});
