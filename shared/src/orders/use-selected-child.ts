import { useQuery } from '../graphql/hooks';
import { SelectedChildDocument } from './selected-child.generated';
import { useOrders } from './order-store';
import { useChildName } from './use-child-name';

export interface SelectedChild {
  orderId: string | null;
  /** The child's name once known; null while loading or before birth registration. */
  name: string | null;
  dueDate: string | null;
  loading: boolean;
}

/**
 * The child of the selected order (siblings switch it), read from the gateway. When the orders
 * cannot be read (offline), the name this device last showed the parent, with no order.
 */
export function useSelectedChild(): SelectedChild {
  const { selected } = useOrders();
  const { data, loading } = useQuery(SelectedChildDocument, {
    variables: { id: selected?.id ?? '' },
    skip: !selected,
  });
  const name = useChildName(data?.order);
  return {
    orderId: selected?.id ?? null,
    name,
    dueDate: data?.order?.dueDate ?? null,
    loading,
  };
}
