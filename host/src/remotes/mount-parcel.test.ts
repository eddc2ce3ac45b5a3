import { mountParcel } from './mount-parcel';

const domElement = document.createElement('div');

/** Lifecycles that record each call with the props it received. */
function recordingLifecycles(name?: string) {
  const calls: [string, Record<string, unknown>][] = [];
  const record = (phase: string) => async (props: Record<string, unknown>) => {
    calls.push([phase, props]);
  };
  return {
    calls,
    config: {
      ...(name ? { name } : {}),
      bootstrap: record('bootstrap'),
      mount: [record('mount:first'), record('mount:second')],
      update: record('update'),
      unmount: record('unmount'),
    },
  };
}

it('bootstraps then mounts, with the caller’s props, a name and mountParcel', async () => {
  const { calls, config } = recordingLifecycles('pickup');
  const parcel = mountParcel(config, { domElement, remote: 'pickup' });
  expect(parcel.getStatus()).toBe('LOADING_SOURCE_CODE');
  await parcel.mountPromise;
  expect(parcel.getStatus()).toBe('MOUNTED');
  expect(calls.map(([phase]) => phase)).toEqual(['bootstrap', 'mount:first', 'mount:second']);
  expect(calls[1]?.[1]).toMatchObject({ domElement, remote: 'pickup', name: 'pickup' });
  expect(calls[1]?.[1].mountParcel).toBe(mountParcel);
});

it('names an unnamed parcel, and loads a config given as a loading function', async () => {
  const { calls, config } = recordingLifecycles();
  const parcel = mountParcel(() => Promise.resolve(config), { domElement });
  await parcel.mountPromise;
  expect(calls[0]?.[1].name).toMatch(/^parcel-\d+$/);
});

it('updates only while mounted, with the new props merged over the old', async () => {
  const { calls, config } = recordingLifecycles('auth');
  const parcel = mountParcel(config, { domElement, location: '/login' });
  await expect(parcel.update?.({ location: '/signup' })).rejects.toThrow('Parcel "parcel-');
  await parcel.mountPromise;
  await parcel.update?.({ location: '/signup' });
  expect(calls.at(-1)).toEqual([
    'update',
    expect.objectContaining({ domElement, location: '/signup' }),
  ]);
  expect(parcel.getStatus()).toBe('MOUNTED');
});

it('unmounts once, resolves unmountPromise, and can mount again', async () => {
  const { calls, config } = recordingLifecycles('certificate');
  const parcel = mountParcel(config, { domElement });
  await parcel.mountPromise;
  await parcel.unmount();
  await parcel.unmountPromise;
  expect(parcel.getStatus()).toBe('NOT_MOUNTED');
  await expect(parcel.unmount()).rejects.toThrow(
    'Parcel "certificate" cannot unmount while NOT_MOUNTED.',
  );
  await parcel.mount();
  expect(parcel.getStatus()).toBe('MOUNTED');
  expect(calls.map(([phase]) => phase)).toEqual([
    'bootstrap',
    'mount:first',
    'mount:second',
    'unmount',
    'mount:first',
    'mount:second',
  ]);
});

it('a lifecycle that throws rejects its promise and marks the parcel broken', async () => {
  const failure = new Error('mount failed');
  const parcel = mountParcel(
    {
      name: 'billing',
      bootstrap: async () => undefined,
      mount: async () => {
        throw failure;
      },
      unmount: async () => undefined,
    },
    { domElement },
  );
  await expect(parcel.mountPromise).rejects.toBe(failure);
  expect(parcel.getStatus()).toBe('SKIP_BECAUSE_BROKEN');
  await expect(parcel.update?.({})).rejects.toThrow('while SKIP_BECAUSE_BROKEN');
});

it('a config that fails to load rejects every promise after it', async () => {
  const failure = new Error('no remote');
  const parcel = mountParcel(() => Promise.reject(failure), { domElement });
  await expect(parcel.mountPromise).rejects.toBe(failure);
  expect(parcel.getStatus()).toBe('LOAD_ERROR');
});
