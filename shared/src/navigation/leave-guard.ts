import { useEffect } from 'react';

/**
 * Asking before a parent leaves a page with work that is not saved yet, for every React root
 * of the page at once: the browser's own prompt when the page itself is left (reload, close,
 * another site), and a confirmation before a link inside the portal moves away from it (the
 * host's navigation and every remote's links alike).
 */
const guards = new Map<symbol, string>();
let listening = false;

/** The question asked, or null when nothing needs asking. */
export function pendingLeaveQuestion(): string | null {
  const [first] = guards.values();
  return first ?? null;
}

/** True when the parent may leave: nothing unsaved, or they said so. */
export function confirmLeave(): boolean {
  const question = pendingLeaveQuestion();
  return question === null || window.confirm(question);
}

function beforeUnload(event: BeforeUnloadEvent): void {
  if (pendingLeaveQuestion() === null) return;
  event.preventDefault();
  // Older browsers show the prompt only when returnValue is set.
  event.returnValue = '';
}

/** A click on a link to another page of the portal (not a new tab, download or anchor). */
function leavingLink(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return false;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return false;
  const to = new URL(link.href, window.location.href);
  return to.origin === window.location.origin && to.pathname !== window.location.pathname;
}

/** Runs before react-router's own click handlers (capture phase on the document). */
function onClick(event: MouseEvent): void {
  if (leavingLink(event) && !confirmLeave()) {
    // react-router's Link does not navigate when the click was prevented.
    event.preventDefault();
    event.stopPropagation();
  }
}

function listen(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('beforeunload', beforeUnload);
  document.addEventListener('click', onClick, true);
}

function stopListening(): void {
  if (!listening || guards.size > 0) return;
  listening = false;
  window.removeEventListener('beforeunload', beforeUnload);
  document.removeEventListener('click', onClick, true);
}

/** Asks `question` before the page is left, until the returned function is called. */
export function registerLeaveGuard(question: string): () => void {
  const key = Symbol('leave-guard');
  guards.set(key, question);
  listen();
  return () => {
    guards.delete(key);
    stopListening();
  };
}

/** While `active`, leaving the page (or following a portal link away from it) asks first. */
export function useLeaveGuard(active: boolean, question: string): void {
  useEffect(() => (active ? registerLeaveGuard(question) : undefined), [active, question]);
}
