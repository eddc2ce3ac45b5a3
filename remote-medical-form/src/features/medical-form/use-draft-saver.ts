import { useEffect, useState, useSyncExternalStore } from 'react';
import { DraftSaver, type DraftState } from './draft-saver';
import { saveDraft } from './gateway-calls';

/**
 * The draft saver of one order's form: retried when the browser is back online, flushed when
 * the form goes away, and a prompt before the page is left with answers not yet saved.
 */
export function useDraftSaver(orderId: string, version: number): [DraftSaver, DraftState] {
  const [saver] = useState(
    () =>
      new DraftSaver({
        version,
        save: (answers, baseVersion) => saveDraft(orderId, answers, baseVersion),
      }),
  );
  const state = useSyncExternalStore(saver.subscribe, saver.getState);

  useEffect(() => {
    const online = () => void saver.flush();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      // Switching child or page: what is waiting is sent now; while offline the saver keeps
      // the answers in memory and goes on retrying until they are saved.
      void saver.flush().finally(() => {
        if (!saver.getState().unsaved) saver.dispose();
        else saver.whenSaved(() => saver.dispose());
      });
    };
  }, [saver]);

  useEffect(() => {
    if (!state.unsaved) return undefined;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
  }, [state.unsaved]);

  return [saver, state];
}
