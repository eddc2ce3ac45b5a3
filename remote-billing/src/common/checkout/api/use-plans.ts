import { useQuery } from '@portal/shared/graphql';
import { PlansDocument } from './commerce.generated';

/** The plans on offer (null until read). */
export function usePlans() {
  const { data, loading, error } = useQuery(PlansDocument);
  return { plans: data?.plans ?? null, loading, error };
}
