import { useEffect, useRef, type ReactNode } from 'react';
import { Notice } from './Notice';

export interface ErrorSummaryProps {
  title: string;
  /** The human message (never a provider error code). */
  message: string;
  /** A way forward, e.g. a link to sign in instead. */
  children?: ReactNode;
}

/**
 * What went wrong, above the form: announced at once (role=alert) and focused, so keyboard
 * and screen reader users land on it. Each new message takes focus again.
 */
export function ErrorSummary({ title, message, children }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [message]);
  return (
    <Notice ref={ref} intent="error" title={title} role="alert" tabIndex={-1}>
      <span>{message}</span>
      {children}
    </Notice>
  );
}
