import { readGatewayEarly } from '@portal/shared';
import { DashboardOrderDocument } from '../../graphql.generated';

/**
 * The dashboard's read of the selected order, asked early (see app/early-reads.ts): the
 * spec's first selection is the last order of the list.
 */
export function readDashboardOrderEarly({ me }: { me: { orders: readonly { id: string }[] } }) {
  const selected = me.orders.at(-1);
  if (selected) readGatewayEarly(DashboardOrderDocument, { id: selected.id });
}
