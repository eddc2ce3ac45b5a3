import { render, screen } from '@testing-library/react';
import { loadHostCatalog } from '../i18n/host-catalog';
import { BootError } from './BootError';
import { RemoteFailure } from '../remotes/RemoteFailure';
import { speakInTests } from '@portal/shared/testing';

speakInTests('es');

jest.mock('../i18n/host-catalog', () => {
  const actual = jest.requireActual<typeof import('../i18n/host-catalog')>('../i18n/host-catalog');
  return { loadHostCatalog: jest.fn(actual.loadHostCatalog) };
});
const loader = jest.mocked(loadHostCatalog);

// Kept in this order: the failed load comes first (the next mount asks again).
it("says it in English when the host's catalogue cannot load either (offline)", async () => {
  loader.mockRejectedValueOnce(new Error('offline'));
  const boot = render(<BootError error={new Error('No configuration')} />);
  expect(
    await screen.findByRole('heading', { name: 'The portal could not start' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Details for support: No configuration')).toBeInTheDocument();
  boot.unmount();

  loader.mockRejectedValueOnce(new Error('offline'));
  render(<RemoteFailure code="PORTAL-REMOTE-001" onRetry={() => undefined} />);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This page could not be loaded.Your information is safe. Please try again; the rest of the portal still works. (Code PORTAL-REMOTE-001)',
  );
  expect(screen.getByRole('alert')).toHaveFocus();
});

it("waits for the host's catalogue and speaks the portal's language", async () => {
  render(<BootError error={new Error('No configuration')} />);
  expect(
    await screen.findByRole('heading', { name: 'No se pudo iniciar el portal' }),
  ).toBeInTheDocument();
  expect(
    screen.getByText('Detalles para el equipo de ayuda: No configuration'),
  ).toBeInTheDocument();
});
