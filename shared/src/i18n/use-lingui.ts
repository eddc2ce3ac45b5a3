import { useMemo, useSyncExternalStore } from 'react';
import { i18n, type MessageDescriptor } from '@lingui/core';

// The portal's React side of Lingui, instead of @lingui/react (about 1.5 KB gzip less on every
// first load): components re-render when the one runtime changes language. Lingui's useLingui
// macro compiles to this.

// Bumped at every change of the runtime (a language activated, a catalogue loaded).
let revision = 0;
i18n.on('change', () => {
  revision += 1;
});
const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const currentRevision = () => revision;

/** The runtime and its translate function; the component re-renders when either changes. */
export function useLingui() {
  const seen = useSyncExternalStore(subscribe, currentRevision, currentRevision);
  return useMemo(
    () => ({
      i18n,
      locale: i18n.locale,
      revision: seen,
      _: (descriptor: MessageDescriptor) => i18n._(descriptor),
    }),
    [seen],
  );
}
