import { Link as RouterLink } from '@portal/shared/router';
import { routes, useOrders, usePageTitle } from '@portal/shared';
import {
  Body1,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  makeStyles,
  tokens,
} from '@portal/shared/ui';
import { useStemCellCertificate } from '../features/certificate/api/use-stem-cell-certificate';
import { CertificateActions } from '../features/certificate/CertificateActions';
import { certificateFields } from '../features/certificate/certificate-fields';
import { formatDayOf } from '../features/certificate/format';
import { IssuedCertificate } from '../features/certificate/IssuedCertificate';
import { LockedCertificate } from '../features/certificate/LockedCertificate';
import { useScrollToHash } from '../features/navigation/use-scroll-to-hash';

const useStyles = makeStyles({
  page: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    maxWidth: '48rem',
    '@media print': { maxWidth: 'none', gap: tokens.spacingVerticalS },
  },
  heading: { margin: 0 },
  screenOnly: { '@media print': { display: 'none' } },
});

/** The selected child's stem cell certificate: locked with its progress, or issued. */
export function StemCellKeyPage() {
  const styles = useStyles();
  usePageTitle('Stem Cell Certificate');
  const { selected, loaded, loading: ordersLoading, error: ordersError } = useOrders();
  const { order, loading, error } = useStemCellCertificate(selected?.id ?? null);
  useScrollToHash(order !== null);

  const issued = order?.certificate.issued ?? null;
  const fields = order && issued ? certificateFields(issued, order.purchaserName) : [];
  const explainer = `${window.location.origin}${routes.understandingStemCellKey}`;

  return (
    <section className={styles.page} aria-labelledby="stemCellKey-title">
      <Title2 as="h1" id="stemCellKey-title" className={styles.heading}>
        Stem Cell Certificate
      </Title2>
      {order?.childName && <Body1>For {order.childName}</Body1>}
      {(ordersLoading || loading) && !order && <Spinner label="Loading the certificate…" />}
      {(ordersError || error) && !order && (
        <MessageBar intent="error">
          <MessageBarBody>
            We could not load the certificate just now. Please reload the page in a moment.
          </MessageBarBody>
        </MessageBar>
      )}
      {loaded && !selected && !ordersError && <Body1>There is no order on your account yet.</Body1>}
      {order && issued && (
        <>
          <Body1 className={styles.screenOnly}>
            Keep this certificate with your family&apos;s important papers. Select any value to
            learn what it means.
          </Body1>
          <IssuedCertificate
            fields={fields}
            unitId={issued.unitId}
            issueDate={formatDayOf(issued.issuedAt)}
          />
          <CertificateActions
            content={{
              unitId: issued.unitId,
              fields,
              explainerUrl: explainer,
            }}
          />
        </>
      )}
      {order && !issued && (
        <LockedCertificate
          childName={order.childName}
          dueDate={order.dueDate}
          progress={order.certificate.progress}
          journey={order.journey}
        />
      )}
      {order && issued && (
        <Body1 className={styles.screenOnly}>
          <RouterLink to={routes.understandingStemCellKey}>
            Understanding your Stem Cell Certificate
          </RouterLink>
        </Body1>
      )}
    </section>
  );
}
