import { Suspense } from 'react';
import { msg } from '@lingui/core/macro';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MOUNT_CONTRACT_VERSION, reportError } from '@portal/shared';
import { renderWithPortal } from '@portal/shared/testing';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { reportTiming } from '@portal/shared';
import { RemoteOutlet } from './RemoteOutlet';
import { RECOVERY_FIRST_DELAY_MS } from './RemoteErrorBoundary';
import { RemoteLoadError } from './remote-errors';
import { registerRemoteRegistry, takeBootRegistry } from './remote-registry';
import { forgetRemote } from './load-remote';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  reportError: jest.fn(),
  reportTiming: jest.fn(),
}));

const load = loadRemote as jest.MockedFunction<typeof loadRemote>;
const register = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

/** The registry document the host reads again on each navigation to a remote's page. */
let registryDocument: { remotes: Record<string, string>; versions?: Record<string, string> };
/** Whether the remote's manifest answers (a remote that is down does not). */
let manifestAnswers = true;
/** A remote's manifest: its entry beside it. */
const pickupManifest = {
  metaData: {
    globalName: 'pickup',
    publicPath: 'auto',
    remoteEntry: { path: '', name: 'remoteEntry.js', type: 'global' },
  },
  exposes: [],
};
const fetchMock = jest.fn(async (url: string) => {
  if (url === '/portal.config.json') return { ok: true, json: async () => registryDocument };
  return manifestAnswers
    ? { ok: true, status: 200, json: async () => pickupManifest }
    : Promise.reject(new TypeError('Failed to fetch'));
});
/** How the host registers the build a manifest at `manifestUrl` names. */
const registered = (manifestUrl: string) => [
  [
    {
      name: 'pickup',
      entry: new URL('remoteEntry.js', new URL(manifestUrl, window.location.href)).href,
      entryGlobalName: 'pickup',
      type: 'global',
    },
  ],
  { force: true },
];

/** A remote whose mount writes the path it was given into its element. */
/** React 19 reveals a resolved `use()` promise inside act. */
async function renderOutlet() {
  await act(async () => {
    renderWithPortal(
      // As in App: the boundary an already loaded remote waits in.
      <Suspense fallback={null}>
        <RemoteOutlet remote="pickup" loading={msg`Loading kit pick-up…`} />
      </Suspense>,
      {
        route: '/portal/pick-up',
      },
    );
  });
}

async function renderOutletHandle() {
  let handle: { unmount: () => void } = { unmount: () => undefined };
  await act(async () => {
    handle = renderWithPortal(
      // As in App: the boundary an already loaded remote waits in.
      <Suspense fallback={null}>
        <RemoteOutlet remote="pickup" loading={msg`Loading kit pick-up…`} />
      </Suspense>,
      {
        route: '/portal/pick-up',
      },
    );
  });
  return handle;
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
  registryDocument = { remotes: { pickup: 'http://remote.test/mf-manifest.json' } };
  manifestAnswers = true;
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  registerRemoteRegistry({ pickup: 'http://remote.test/mf-manifest.json' });
  // Pages after the first one: the boot's reading of the registry is used up (see below).
  takeBootRegistry();
  load.mockReset();
  register.mockClear();
  jest.mocked(reportError).mockClear();
  forgetRemote('pickup');
});

afterEach(() => jest.useRealTimers());

it('mounts the remote as a parcel with the host location', async () => {
  load.mockResolvedValue(fakeRemote());
  await renderOutlet();
  expect(await screen.findByText('remote page at /portal/pick-up')).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('pickup/mount');
});

it('a remote already loaded opens again without a loading state of its own (the page stays until it mounts)', async () => {
  load.mockResolvedValue(fakeRemote());
  const first = await renderOutletHandle();
  expect(await screen.findByText('remote page at /portal/pick-up')).toBeInTheDocument();
  first.unmount();

  // The registry answers slowly this time: the outlet waits in the enclosing boundary.
  let answer: () => void = () => undefined;
  fetchMock.mockImplementationOnce(
    () =>
      new Promise((resolve) => {
        answer = () => resolve({ ok: true, json: async () => registryDocument });
      }),
  );
  await renderOutletHandle();
  expect(screen.queryByText('Loading kit pick-up…')).not.toBeInTheDocument();
  await act(async () => answer());
  expect(await screen.findByText('remote page at /portal/pick-up')).toBeInTheDocument();
  expect(screen.queryByText('Loading kit pick-up…')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('a remote that cannot be loaded shows a calm fallback with its code, is reported, and Retry loads it again', async () => {
  const down = new RemoteLoadError('pickup', 'loadEntry', new Error('connection refused'));
  // The first failure is retried once by itself (a stale build); the second one shows.
  load.mockRejectedValueOnce(down).mockRejectedValueOnce(down);
  await renderOutlet();

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('This page could not be loaded.');
  expect(alert).toHaveTextContent('PORTAL-REMOTE-001');
  expect(reportError).toHaveBeenCalledWith(down, {
    tags: {
      remote: 'pickup',
      version: 'unversioned',
      code: 'PORTAL-REMOTE-001',
      area: 'remote-load',
    },
    extra: {
      url: 'http://remote.test/mf-manifest.json',
      phase: 'load:loadEntry',
      duration_ms: expect.any(Number),
    },
  });

  load.mockResolvedValueOnce(fakeRemote());
  await act(async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  });
  expect(await screen.findByText('remote page at /portal/pick-up')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(3);
});

it('offline, a page that cannot load says calmly that it opens when the connection returns, and then does', async () => {
  const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const down = new RemoteLoadError('pickup', 'loadEntry', new Error('Failed to fetch'));
  load.mockRejectedValueOnce(down).mockRejectedValueOnce(down);
  try {
    await renderOutlet();
    const note = await screen.findByRole('status');
    expect(note).toHaveTextContent(
      "You're offline: this page opens by itself when your connection returns.",
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('This page could not be loaded.')).not.toBeInTheDocument();

    onLine.mockReturnValue(true);
    load.mockResolvedValueOnce(fakeRemote());
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('remote page at /portal/pick-up')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  } finally {
    onLine.mockRestore();
  }
});

it('a stale build that fails to load is reloaded once, by itself, from a clean slate', async () => {
  (globalThis as Record<string, unknown>).webpackChunkpickup = [['stale']];
  load
    .mockRejectedValueOnce(new RemoteLoadError('pickup', 'onLoad', new Error('ChunkLoadError')))
    .mockResolvedValueOnce(fakeRemote());
  await renderOutlet();

  expect(await screen.findByText('remote page at /portal/pick-up')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
  expect(register).toHaveBeenLastCalledWith(...registered('http://remote.test/mf-manifest.json'));
  expect('webpackChunkpickup' in globalThis).toBe(false);
});

it('the first page after boot mounts from the registry the boot just read, without reading it again', async () => {
  load.mockImplementation(async () => fakeRemote());
  registerRemoteRegistry({ pickup: 'http://remote.test/mf-manifest.json' });
  fetchMock.mockClear();
  await renderOutlet();
  expect(await screen.findByText('remote page at /portal/pick-up')).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalledWith('/portal.config.json', expect.anything());

  // The next navigation reads it again.
  forgetRemote('pickup');
  await renderOutlet();
  expect(fetchMock).toHaveBeenCalledWith('/portal.config.json', { cache: 'no-store' });
});

it('reads the registry on each navigation: a deploy loads the new version, the same version is reused', async () => {
  load.mockImplementation(async () => fakeRemote());
  registryDocument = {
    remotes: { pickup: '/cdn/pickup/1.0.0-aaa/mf-manifest.json' },
    versions: { pickup: '1.0.0-aaa' },
  };
  const { unmount } = await renderOutletHandle();
  expect(await screen.findByText('remote page at /portal/pick-up')).toBeInTheDocument();
  expect(register).toHaveBeenLastCalledWith(
    ...registered('/cdn/pickup/1.0.0-aaa/mf-manifest.json'),
  );
  expect(reportTiming).toHaveBeenLastCalledWith('remote.load', expect.any(Number), {
    remote: 'pickup',
    version: '1.0.0-aaa',
    url: '/cdn/pickup/1.0.0-aaa/mf-manifest.json',
    phase: 'loaded',
  });
  const loads = load.mock.calls.length;
  unmount();

  // Back to the page with the registry unchanged: nothing is loaded again.
  const second = await renderOutletHandle();
  expect(await screen.findByText('remote page at /portal/pick-up')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(loads);
  second.unmount();

  // A deploy: the next navigation loads the new version, with the old build's chunks dropped.
  (globalThis as Record<string, unknown>).webpackChunkpickup = [['old build']];
  registryDocument = {
    remotes: { pickup: '/cdn/pickup/1.0.0-bbb/mf-manifest.json' },
    versions: { pickup: '1.0.0-bbb' },
  };
  await renderOutletHandle();
  expect(await screen.findByText('remote page at /portal/pick-up')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(loads + 1);
  expect(register).toHaveBeenLastCalledWith(
    ...registered('/cdn/pickup/1.0.0-bbb/mf-manifest.json'),
  );
  expect('webpackChunkpickup' in globalThis).toBe(false);
});

it('a remote that was down loads by itself once its manifest answers again', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  manifestAnswers = false;
  load.mockResolvedValue(fakeRemote());
  await renderOutlet();
  // Its manifest asked three times, then once more after the registry was read again.
  await act(async () => {
    await jest.advanceTimersByTimeAsync(2000);
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('PORTAL-REMOTE-001');

  expect(load).not.toHaveBeenCalled();
  manifestAnswers = true;
  await act(async () => {
    await jest.advanceTimersByTimeAsync(RECOVERY_FIRST_DELAY_MS + 10);
  });
  expect(await screen.findByText('remote page at /portal/pick-up')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
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
