import { useEffect } from 'react';

/**
 * Reads again when the parent comes back to the tab (window focus, or the page visible
 * again): billing changes on the payment provider's page and in its webhooks, never here.
 */
export function useReadAgainOnFocus(readAgain: () => Promise<unknown>): void {
  useEffect(() => {
    const onFocus = () => void readAgain().catch(() => undefined);
    const onVisible = () => {
      if (document.visibilityState === 'visible') onFocus();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [readAgain]);
}
