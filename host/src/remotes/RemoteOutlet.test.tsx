import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MOUNT_CONTRACT_VERSION, reportError } from '@portal/shared';
import { renderWithPortal } from '@portal/shared/testing';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteOutlet } from './RemoteOutlet';
import { RemoteLoadError } from './remote-errors';
import { registerRemoteRegistry } from './remote-registry';
import { forgetRemote } from './load-remote';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  reportError: jest.fn(),
}));

const load = loadRemote as jest.MockedFunction<typeof loadRemote>;

/** A remote whose mount writes the path it was given into its element. */
/** React 19 reveals a resolved `use()` promise inside act. */
async function renderOutlet() {
  await act(async () => {
    renderWithPortal(<RemoteOutlet remote="pickup" label="kit pick-up" />, {
      route: '/portal/pick-up',
    });
  });
}

function fakeRemote() {
  return {
    contractVersion: MOUNT_CONTRACT_VERSION,
    bootstrap: async () => undefined,
    mount: async (props: { domElement: HTMLElement; location: { pathname: string } }) => {
      props.domElement.textContent = `remote page at ${props.location.pathname}`;
    },
    update: async (props: { domElement: HTMLElement; location: { pathname: string } }) => {
      props.domElement.textContent = `remote page at ${props.location.pathname}`;
    },
    unmount: async () => undefined,
  };
}

beforeEach(() => {
  registerRemoteRegistry({ pickup: 'http://remote.test/mf-manifest.json' });
  load.mockReset();
  forgetRemote('pickup');
});

it('mounts the remote as a parcel with the host location', async () => {
  load.mockResolvedValue(fakeRemote());
  await renderOutlet();
  expect(await screen.findByText('remote page at /portal/pick-up')).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('pickup/mount');
});

it('a remote that cannot be loaded shows a calm fallback with its code, is reported, and Retry loads it again', async () => {
  load.mockRejectedValueOnce(
    new RemoteLoadError('pickup', 'afterResolve', new Error('connection refused')),
  );
  await renderOutlet();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('This page could not be loaded.');
  expect(alert).toHaveTextContent('PORTAL-REMOTE-001');
  expect(reportError).toHaveBeenCalledWith(
    expect.any(RemoteLoadError),
    expect.objectContaining({
      tags: { remote: 'pickup', code: 'PORTAL-REMOTE-001' },
      extra: expect.objectContaining({ entry: 'http://remote.test/mf-manifest.json' }),
    }),
  );

  load.mockResolvedValueOnce(fakeRemote());
  await act(async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  });
  expect(await screen.findByText('remote page at /portal/pick-up')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

it('a remote without the mount contract is refused with PORTAL-REMOTE-002', async () => {
  load.mockResolvedValue({ default: () => null });
  await renderOutlet();
  expect(await screen.findByRole('alert')).toHaveTextContent('PORTAL-REMOTE-002');
});

it('a remote that throws while mounting is caught with PORTAL-REMOTE-003', async () => {
  load.mockResolvedValue({
    ...fakeRemote(),
    mount: async () => {
      throw new Error('boom');
    },
  });
  await renderOutlet();
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('PORTAL-REMOTE-003'));
});
