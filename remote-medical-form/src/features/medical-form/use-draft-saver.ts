import { useEffect, useState, useSyncExternalStore } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useLeaveGuard } from '@portal/shared';
import { usePreloadMutations } from '@portal/shared/graphql';
import { DraftSaver, type DraftState } from './draft-saver';
import { saveDraft } from './api/medical-form-calls';
import type { LastSave } from './saved-by';

export const UNSAVED_QUESTION = msg`Some of your answers are not saved yet. They are kept and sent as soon as the connection allows. Leave this page anyway?`;
/** Once access was revoked, nothing more is sent: what was typed is only on this page. */
export const REVOKED_UNSAVED_QUESTION = msg`Some of your answers could not be saved, so they are only on this page. Leave this page anyway?`;

/**
 * The draft saver of one order's form: retried when the browser is back online, flushed when
 * the form goes away, and a question before the page is left with answers not yet saved
 * (reload, close, or a portal link away from it).
 */
export function useDraftSaver(
  orderId: string,
  version: number,
  lastSave: LastSave | null = null,
): [DraftSaver, DraftState] {
  const [saver] = useState(
    () =>
      new DraftSaver({
        version,
        lastSave,
        save: (answers, baseVersion) => saveDraft(orderId, answers, baseVersion),
      }),
  );
  const state = useSyncExternalStore(saver.subscribe, saver.getState);
  const { i18n } = useLingui();
  // The drafts go through the Apollo client: it loads at the parent's first key or tap.
  usePreloadMutations();

  useEffect(() => {
    const online = () => void saver.flush();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      // Switching child or page: what is waiting is sent now; while offline the saver keeps
      // the answers in memory and goes on retrying until they are saved.
      void saver.flush().finally(() => {
        // Once access is revoked nothing more can be saved: the answers go with the page.
        if (!saver.getState().unsaved || saver.getState().status === 'revoked') saver.dispose();
        else saver.whenSaved(() => saver.dispose());
      });
    };
  }, [saver]);

  useLeaveGuard(
    state.unsaved,
    i18n._(state.status === 'revoked' ? REVOKED_UNSAVED_QUESTION : UNSAVED_QUESTION),
  );

  return [saver, state];
}
