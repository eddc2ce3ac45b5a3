import type { LifeCycles } from 'single-spa';
import type { RemoteName } from '@portal/shared';
import { REMOTE_ERROR_CODES, RemoteError } from './remote-errors';

type Lifecycle = (props: never) => Promise<unknown>;

/**
 * Wraps a remote's lifecycles so that none of them ever rejects: a failure is handed to
 * `onError` (the outlet's error boundary) instead. single-spa-react's <Parcel> rethrows a
 * rejected lifecycle as an unhandled rejection even after its handleError, so without
 * this one broken remote would also raise errors outside its boundary.
 */
export function guardLifecycles<T extends LifeCycles>(
  remote: RemoteName,
  lifecycles: T,
  onError: (error: RemoteError) => void,
): LifeCycles {
  const guard =
    (phase: string, lifecycle: LifeCycles['mount'] | undefined): Lifecycle =>
    async (props: never) => {
      if (!lifecycle) return undefined;
      const run = Array.isArray(lifecycle) ? lifecycle : [lifecycle];
      try {
        for (const step of run) await step(props);
      } catch (cause) {
        onError(
          new RemoteError(
            REMOTE_ERROR_CODES.mountFailed,
            remote,
            `Remote "${remote}" failed during ${phase}.`,
            { cause },
          ),
        );
      }
      return undefined;
    };
  return {
    bootstrap: guard('bootstrap', lifecycles.bootstrap),
    mount: guard('mount', lifecycles.mount),
    update: guard('update', lifecycles.update as LifeCycles['mount'] | undefined),
    unmount: guard('unmount', lifecycles.unmount),
  } as LifeCycles;
}
