import type { ReactNode } from 'react';
import { useAuth } from '@portal/shared';
import { Button, Spinner } from '@portal/shared/ui';
import { useBillingPortal } from './use-billing-portal';
import { useLingui } from '@lingui/react/macro';

interface BillingPortalButtonProps {
  children: ReactNode;
  appearance?: 'primary' | 'secondary';
  'data-testid'?: string;
}

/**
 * A button that opens the billing portal at the selected child: the side navigation's Billing
 * flow (one status for every such button; a spinner while it asks, a red notification when it
 * fails).
 */
export function BillingPortalButton({
  children,
  appearance = 'secondary',
  'data-testid': testId,
}: BillingPortalButtonProps) {
  const { user } = useAuth();
  const { t } = useLingui();
  const billing = useBillingPortal();
  const busy = billing.status !== 'idle';
  return (
    <Button
      appearance={appearance}
      onClick={billing.start}
      disabled={busy || !user?.email}
      aria-busy={busy}
      icon={busy ? <Spinner size="extra-tiny" aria-label={t`Opening billing`} /> : undefined}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
