import { useQuery } from '@portal/shared/graphql';
import { StemCellCertificateDocument } from '../../../common/api/stem-cell-certificate.generated';

/** The order's certificate (issued, or locked with the lab's progress); nothing without an order. */
export function useStemCellCertificate(orderId: string | null) {
  const { data, loading, error } = useQuery(StemCellCertificateDocument, {
    variables: { id: orderId ?? '' },
    skip: !orderId,
  });
  return { order: data?.order ?? null, loading, error };
}
