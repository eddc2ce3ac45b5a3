// Module Federation runtime plugin of the host: the first of three layered defences for
// loading a remote (retry here, a typed error with a code, then the per-remote error
// boundary). It runs before sharing is negotiated, so it must not import shared packages.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { takeEarlyManifest } from './early-manifests';
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
  const retry = RetryPlugin({
    fetch: { retryTimes: 2, retryDelay: 400 },
    script: { retryTimes: 2, retryDelay: 400 },
  });
  const errors = portalErrorPlugin();
  return {
    ...retry,
    ...errors,
    name: 'portal-runtime',
    // The first page's manifest was asked for at boot (see route-remote-preload): that answer,
    // once; every other request goes through the retries.
    async fetch(url, init, ...rest) {
      const early = await takeEarlyManifest(url);
      if (early) return early;
      const retried = await retry.fetch?.(url, init, ...rest);
      return retried instanceof Response ? retried : fetch(url, init);
    },
  };
}
