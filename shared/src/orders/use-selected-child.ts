import { useQuery } from '../graphql/hooks';
import { SelectedChildDocument } from './selected-child.generated';
import { useOrders } from './order-store';

export interface SelectedChild {
  orderId: string | null;
  /** The child's name once known; null while loading or before birth registration. */
  name: string | null;
  dueDate: string | null;
  loading: boolean;
}

/** The child of the selected order (siblings switch it), read from the gateway. */
export function useSelectedChild(): SelectedChild {
  const { selected } = useOrders();
  const { data, loading } = useQuery(SelectedChildDocument, {
    variables: { id: selected?.id ?? '' },
    skip: !selected,
  });
  return {
    orderId: selected?.id ?? null,
    name: data?.order?.childName ?? null,
    dueDate: data?.order?.dueDate ?? null,
    loading,
  };
}
