import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@portal/shared/router';
import { routes, useChildName, useOrders, usePageTitle } from '@portal/shared';
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
import { certificateFields } from '../common/certificate-fields';
import { formatDayOf } from '../common/format';
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
  const { t, i18n } = useLingui();
  const styles = useStyles();
  usePageTitle(t`Stem Cell Certificate`);
  const { selected, loaded, loading: ordersLoading, error: ordersError } = useOrders();
  const { order, loading, error } = useStemCellCertificate(selected?.id ?? null);
  useScrollToHash(order !== null);

  const issued = order?.certificate.issued ?? null;
  const fields =
    order && issued ? certificateFields(issued, order.purchaserName, undefined, i18n) : [];
  const childName = useChildName(order);
  const explainer = `${window.location.origin}${routes.understandingStemCellKey}`;

  return (
    <section className={styles.page} aria-labelledby="stemCellKey-title">
      <Title2 as="h1" id="stemCellKey-title" className={styles.heading}>
        <Trans>Stem Cell Certificate</Trans>
      </Title2>
      {childName && (
        <Body1>
          <Trans>For {childName}</Trans>
        </Body1>
      )}
      {(ordersLoading || loading) && !order && <Spinner label={t`Loading the certificate…`} />}
      {(ordersError || error) &&
        !order &&
        // Offline, calmly: the certificate is read again when the connection returns.
        (navigator.onLine === false ? (
          <MessageBar intent="info" layout="multiline">
            <MessageBarBody>
              <Trans>
                You're offline: the certificate shows here again when your connection returns.
              </Trans>
            </MessageBarBody>
          </MessageBar>
        ) : (
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>
              <Trans>
                We could not load the certificate just now. Please reload the page in a moment.
              </Trans>
            </MessageBarBody>
          </MessageBar>
        ))}
      {loaded && !selected && !ordersError && (
        <Body1>
          <Trans>There is no order on your account yet.</Trans>
        </Body1>
      )}
      {order && issued && (
        <>
          <Body1 className={styles.screenOnly}>
            <Trans>
              Keep this certificate with your family&apos;s important papers. Select any value to
              learn what it means.
            </Trans>
          </Body1>
          <IssuedCertificate
            fields={fields}
            unitId={issued.unitId}
            issueDate={formatDayOf(issued.issuedAt, undefined, i18n)}
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
            <Trans>Understanding your Stem Cell Certificate</Trans>
          </RouterLink>
        </Body1>
      )}
      {order && issued && (
        <Body1 className={styles.screenOnly}>
          <RouterLink to={routes.release}>
            <Trans>Request a release or transfer</Trans>
          </RouterLink>
        </Body1>
      )}
      {order && (
        <Body1 className={styles.screenOnly}>
          <RouterLink to={routes.documents}>
            <Trans>All of this child's documents</Trans>
          </RouterLink>
        </Body1>
      )}
    </section>
  );
}
