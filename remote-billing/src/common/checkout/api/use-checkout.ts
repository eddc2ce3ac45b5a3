import { useQuery } from '@portal/shared/graphql';
import { CheckoutDocument } from './commerce.generated';

/**
 * One checkout as the server has it now, never a cached status; nothing without an id. Polls
 * and refetches keep showing the last answer until the next arrives (never loading again).
 */
export function useCheckout(id: string | null) {
  const { data, loading, error, startPolling, stopPolling } = useQuery(CheckoutDocument, {
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'network-only',
  });
  return { checkout: data?.checkout ?? null, loading, error, startPolling, stopPolling };
}
