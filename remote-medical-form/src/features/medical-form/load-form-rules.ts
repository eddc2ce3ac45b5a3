import { useEffect, useState } from 'react';
import { loadWhenOnline } from '@portal/shared/load-when-online';

export type FormRules = typeof import('./form-rules');

let loading: Promise<FormRules> | undefined;

/**
 * The form's rules, loaded once (offline, when the connection returns: a chunk the device does
 * not hold yet). A failure online is not kept: the next call tries again.
 */
export function loadFormRules(): Promise<FormRules> {
  loading ??= loadWhenOnline(
    () => import(/* webpackChunkName: "medical-form-rules" */ './form-rules'),
  ).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The rules once loaded (null until then), loading them now where `needed`. */
export function useFormRules(needed: boolean): FormRules | null {
  const [rules, setRules] = useState<FormRules | null>(null);
  useEffect(() => {
    if (!needed || rules) return;
    let live = true;
    loadFormRules().then(
      (loaded) => live && setRules(loaded),
      () => undefined, // the page's next check loads them again
    );
    return () => {
      live = false;
    };
  }, [needed, rules]);
  return rules;
}

/**
 * Loads the rules at the parent's first key or tap on the page, so the first check (Next) finds
 * them: not with the page, whose first load they would weigh 23 KB gz more. A device offline
 * then loads them when the connection returns (loadFormRules).
 */
export function useFormRulesAtFirstInput(wanted: boolean): void {
  useEffect(() => {
    if (!wanted) return;
    const events = ['pointerdown', 'keydown'] as const;
    const load = () => {
      stop();
      void loadFormRules().catch(() => undefined);
    };
    const stop = () => {
      for (const event of events) document.removeEventListener(event, load, true);
    };
    for (const event of events) document.addEventListener(event, load, true);
    return stop;
  }, [wanted]);
}
