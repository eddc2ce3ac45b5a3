import { Suspense, useEffect } from 'react';
import { useAuth } from '@portal/shared';
import { lazyChunk } from './lazy-chunk';

// The overlay's code is needed only once a parent signs out: it loads at the parent's first key
// or tap on the page (before any sign-out they ask for), or when a sign-out starts without one
// (the idle timeout), not with every first load.
const overlayChunk = lazyChunk(
  () => import(/* webpackChunkName: "signing-out" */ '../shell/SigningOutOverlay'),
);
const SigningOutOverlay = overlayChunk.component((chunk) => chunk.SigningOutOverlay);

const INTERACTIONS = ['pointerdown', 'keydown'] as const;

/** Spec §4: a spinner shows while signing out (SigningOutOverlay). */
export function SigningOut() {
  const { signingOut } = useAuth();
  useEffect(() => {
    const load = () => {
      stop();
      overlayChunk.preload().catch(() => undefined);
    };
    const stop = () => {
      for (const event of INTERACTIONS) document.removeEventListener(event, load, true);
    };
    for (const event of INTERACTIONS) document.addEventListener(event, load, true);
    return stop;
  }, []);
  if (!signingOut) return null;
  return (
    <Suspense fallback={null}>
      <SigningOutOverlay />
    </Suspense>
  );
}
