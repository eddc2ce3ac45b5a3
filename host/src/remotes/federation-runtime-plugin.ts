// Module Federation runtime plugin of the host: the first of three layered defences for
// loading a remote (retry here, a typed error with a code, then the per-remote error
// boundary). It runs before sharing is negotiated, so it must not import shared packages.
// The runtime loads a remote's entry and chunks; its manifest the host reads itself, with
// retries of its own (remote-manifest.ts).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { RemoteLoadError } from './remote-errors';

function portalErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-remote-errors',
    async errorLoadRemote({ id, error, lifecycle }) {
      // Rethrow with the portal's error code and the remote's id, so the boundary and the
      // error report say which remote failed and where.
      throw new RemoteLoadError(id.split('/')[0] ?? id, lifecycle, error);
    },
  };
}

export default function portalRuntimePlugins(): ModuleFederationRuntimePlugin {
  return {
    ...RetryPlugin({ script: { retryTimes: 2, retryDelay: 400 } }),
    ...portalErrorPlugin(),
    name: 'portal-runtime',
  };
}
