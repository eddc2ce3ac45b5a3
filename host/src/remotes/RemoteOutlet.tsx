import { Suspense, use, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@portal/shared/router';
import Parcel from 'single-spa-react/parcel';
import { navigatorFromNavigate, type RemoteName } from '@portal/shared';
import { Spinner, makeStyles, tokens } from '@portal/shared/ui';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useHostTexts } from '../i18n/host-texts';
import { guardLifecycles } from './guard-lifecycles';
import { mountParcel } from './mount-parcel';
import {
  forgetRemote,
  isRemoteReady,
  openRemoteFor,
  openingUsed,
  type RemoteMountModule,
} from './load-remote';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

const useStyles = makeStyles({
  loading: {
    display: 'flex',
    justifyContent: 'center',
    padding: tokens.spacingVerticalXXXL,
  },
  parcel: { minHeight: '100%' },
});

interface RemoteOutletProps {
  remote: RemoteName;
  /** What the parent is waiting for ("Loading kit pick-up…"), read out while the remote loads. */
  loading: MessageDescriptor;
}

/**
 * Mounts a remote's page as a single-spa parcel, with a loading state, an error boundary
 * and a retry. The host's router owns history: the parcel receives the location and a
 * navigator that pushes into it. An already loaded remote suspends briefly without a loading
 * state of its own: the outlet needs an enclosing Suspense boundary (App has one).
 */
export function RemoteOutlet({ remote, loading }: RemoteOutletProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    forgetRemote(remote);
    setAttempt((n) => n + 1);
  };
  return (
    // Keyed by remote: moving from one remote's page to another's mounts the new parcel
    // (and clears a previous remote's failure) instead of updating the old one.
    <RemoteErrorBoundary key={`${remote}:${attempt}`} remote={remote} onRetry={retry}>
      <RemoteLoader remote={remote} loading={loading} />
    </RemoteErrorBoundary>
  );
}

/**
 * Opens the remote once per mount (a navigation to its page, or a retry): the registry is
 * read again first, so a deploy or rollback shows on the next navigation.
 */
function RemoteLoader({ remote, loading }: RemoteOutletProps) {
  const styles = useStyles();
  const { i18n } = useLingui();
  // Outside the shell (/login, the commerce pages) the host's texts may not be here yet: the
  // loading state does not fetch them (a first load carries none), and until they come its
  // spinner is drawn without words and hidden from assistive technology.
  const texts = useHostTexts(false);
  const { key } = useLocation();
  // Kept for the life of this mount: the navigation that mounted it, and its one opening.
  const [navigation] = useState(key);
  const [warm] = useState(() => isRemoteReady(remote));
  const [pending] = useState(() => openRemoteFor(remote, navigation));
  useEffect(() => openingUsed(remote, navigation), [remote, navigation]);
  const parcel = <RemoteParcel remote={remote} pending={pending} className={styles.parcel} />;
  // A remote already loaded waits only for the registry: no boundary of its own, so the
  // navigation (a transition) keeps the previous page on screen until it mounts. A loading
  // state shown and replaced that quickly would hold the page back: React reveals a Suspense
  // boundary's content no sooner than 300 ms after its fallback appeared.
  if (warm) return parcel;
  return (
    <Suspense
      fallback={
        <div className={styles.loading}>
          {texts === 'ready' ? <Spinner label={i18n._(loading)} /> : <Spinner aria-hidden />}
        </div>
      }
    >
      {parcel}
    </Suspense>
  );
}

function RemoteParcel({
  remote,
  pending,
  className,
}: {
  remote: RemoteName;
  pending: Promise<RemoteMountModule>;
  className: string;
}) {
  const lifecycles = use(pending);
  const location = useLocation();
  const navigate = useNavigate();
  const navigator = useMemo(() => navigatorFromNavigate(navigate), [navigate]);
  const [mountError, setMountError] = useState<unknown>(null);
  // The parcel config must stay the same object for the life of the parcel.
  const onError = useRef(setMountError);
  const config = useMemo(
    () => guardLifecycles(remote, lifecycles, (error) => onError.current(error)),
    [remote, lifecycles],
  );
  if (mountError) throw mountError;
  return (
    <Parcel
      config={config}
      mountParcel={mountParcel}
      wrapWith="div"
      wrapClassName={className}
      handleError={setMountError}
      remote={remote}
      location={location}
      navigator={navigator}
    />
  );
}
