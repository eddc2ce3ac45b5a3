import { useQuery } from '@portal/shared/graphql';
import { CheckoutDocument } from './commerce.generated';

export interface CheckoutReadOptions {
  /** Polls and refetches do not show as loading again (a page that waits for the payment). */
  quietRefetch?: boolean;
}

/** One checkout as the server has it now, never a cached status; nothing without an id. */
export function useCheckout(id: string | null, options: CheckoutReadOptions = {}) {
  const { data, loading, error, startPolling, stopPolling } = useQuery(CheckoutDocument, {
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'network-only',
    ...(options.quietRefetch ? { notifyOnNetworkStatusChange: false } : {}),
  });
  return { checkout: data?.checkout ?? null, loading, error, startPolling, stopPolling };
}
