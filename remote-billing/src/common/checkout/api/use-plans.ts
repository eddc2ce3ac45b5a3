import { useQuery } from '@portal/shared/graphql';
import { PlansDocument } from './commerce.generated';

/**
 * The plans on offer (null until read); `refetch` reads them again, keeping the ones shown
 * until the new answer arrives (a price that changed meanwhile).
 */
export function usePlans() {
  const { data, loading, error, refetch } = useQuery(PlansDocument);
  return { plans: data?.plans ?? null, loading, error, refetch };
}
