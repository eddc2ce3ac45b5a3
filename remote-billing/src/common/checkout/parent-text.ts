import { useCallback } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useProblemText, type ProblemLike } from '@portal/shared';

/**
 * A sentence for the parent, kept as what it is (not as English) so it follows a change of
 * language: one of this remote's texts, a field's problem (@portal/rules or the gateway), or a
 * server's own words for a refusal this remote does not know.
 */
export type ParentText = MessageDescriptor | { problem: ProblemLike } | { serverWords: string };

/** Renders a ParentText in the portal's language. */
export function useParentText(): (text: ParentText) => string {
  const { i18n } = useLingui();
  const problemText = useProblemText();
  return useCallback(
    (text: ParentText) => {
      if ('problem' in text) return problemText(text.problem);
      if ('serverWords' in text) return text.serverWords;
      return i18n._(text);
    },
    [i18n, problemText],
  );
}
