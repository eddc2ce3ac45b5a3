import type { AppProps, LifeCycles, ParcelConfig } from 'single-spa';

type Parcel = ReturnType<AppProps['mountParcel']>;
type Status = ReturnType<Parcel['getStatus']>;
type CustomProps = Parameters<AppProps['mountParcel']>[1];
type Lifecycle = LifeCycles<CustomProps>['mount'] | undefined;

let parcels = 0;

/** Runs one lifecycle (a function or an array of them, in order). */
async function run(lifecycle: Lifecycle, props: CustomProps): Promise<void> {
  for (const step of Array.isArray(lifecycle) ? lifecycle : lifecycle ? [lifecycle] : []) {
    await step(props as Parameters<typeof step>[0]);
  }
}

/**
 * Mounts a parcel for single-spa-react's `<Parcel mountParcel>`: single-spa's parcel protocol
 * (load, bootstrap and mount once; update while mounted; unmount, and mount again after),
 * with the props single-spa gives each lifecycle (`name`, `mountParcel`, `unmountSelf`,
 * the caller's own). The portal mounts remotes only as parcels and never starts single-spa's
 * router, so single-spa itself (its app registry, history patches and lifecycle timeouts:
 * 5 KB gz on every first load) is left out; its types still describe the protocol.
 */
export const mountParcel: AppProps['mountParcel'] = (
  config: ParcelConfig,
  customProps: CustomProps,
) => {
  const id = ++parcels;
  let status: Status = 'NOT_LOADED';
  let lifecycles: LifeCycles<CustomProps> | undefined;
  let name = `parcel-${id}`;
  let props: CustomProps = customProps;
  let resolveUnmounted: () => void = () => undefined;
  const unmountPromise = new Promise<null>((resolve) => {
    resolveUnmounted = () => resolve(null);
  });

  const propsFor = (extra: CustomProps): CustomProps => ({
    ...extra,
    name,
    mountParcel,
    unmountSelf: () => parcel.unmount(),
  });
  /** One lifecycle, moving the status from `during` to `after` (SKIP_BECAUSE_BROKEN on a throw). */
  const step = async (during: Status, lifecycle: Lifecycle, after: Status): Promise<null> => {
    status = during;
    try {
      await run(lifecycle, propsFor(props));
    } catch (error) {
      status = 'SKIP_BECAUSE_BROKEN';
      throw error;
    }
    status = after;
    return null;
  };
  const refuse = (action: string) =>
    Promise.reject(new Error(`Parcel "${name}" cannot ${action} while ${status}.`));

  status = 'LOADING_SOURCE_CODE';
  const loadPromise = Promise.resolve(typeof config === 'function' ? config() : config).then(
    (loaded) => {
      lifecycles = loaded as LifeCycles<CustomProps>;
      name = loaded.name ?? name;
      status = 'NOT_BOOTSTRAPPED';
      return null;
    },
    (error: unknown) => {
      status = 'LOAD_ERROR';
      throw error;
    },
  );
  const bootstrapPromise = loadPromise.then(() =>
    step('BOOTSTRAPPING', lifecycles?.bootstrap, 'NOT_MOUNTED'),
  );
  const mount = () => step('MOUNTING', lifecycles?.mount, 'MOUNTED');

  const parcel: Parcel = {
    loadPromise,
    bootstrapPromise,
    mountPromise: bootstrapPromise.then(mount),
    unmountPromise,
    getStatus: () => status,
    mount: () => (status === 'NOT_MOUNTED' ? mount() : refuse('mount')),
    update: (next: CustomProps) => {
      if (status !== 'MOUNTED') return refuse('update');
      props = { ...props, ...next };
      return step('UPDATING', lifecycles?.update, 'MOUNTED');
    },
    unmount: async () => {
      if (status !== 'MOUNTED') return refuse('unmount');
      await step('UNMOUNTING', lifecycles?.unmount, 'NOT_MOUNTED');
      resolveUnmounted();
      return null;
    },
  };
  return parcel;
};
