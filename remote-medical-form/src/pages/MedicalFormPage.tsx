import { Trans, useLingui } from '@lingui/react/macro';
import { useOrders, usePageTitle } from '@portal/shared';
import { isAccessRevoked, useSelectedChild } from '@portal/shared/graphql';
import {
  Body1,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  makeStyles,
  tokens,
} from '@portal/shared/ui';
import { AccessRevokedNotice } from '../features/medical-form/AccessRevokedNotice';
import { useMedicalFormOrder } from '../features/medical-form/api/use-medical-form-order';
import { MedicalForm } from '../features/medical-form/MedicalForm';

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '48rem' },
});

export function MedicalFormPage() {
  const styles = useStyles();
  const child = useSelectedChild();
  const { loaded } = useOrders();
  const { t } = useLingui();
  usePageTitle(t`Medical Health Form`);
  const orderId = child.orderId;
  const childName = child.name;
  const { form, sharedWithFamily, loading, error, loadNewest } = useMedicalFormOrder(orderId);

  return (
    <section className={styles.page} aria-labelledby="medicalForm-title">
      <Title2 as="h1" id="medicalForm-title">
        <Trans>Medical Health Form</Trans>
      </Title2>
      {childName && (
        <Body1>
          <Trans>For {childName}</Trans>
        </Body1>
      )}
      {loading && !form && <Spinner label={t`Loading your form…`} />}
      {error && !form && isAccessRevoked(error) && <AccessRevokedNotice />}
      {error && !form && !isAccessRevoked(error) && (
        <MessageBar intent="error">
          <MessageBarBody>
            <Trans>We could not load your form just now. Please reload the page in a moment.</Trans>
          </MessageBarBody>
        </MessageBar>
      )}
      {loaded && !orderId && (
        <Body1>
          <Trans>There is no order on your account yet.</Trans>
        </Body1>
      )}
      {form && orderId && (
        <MedicalForm
          key={orderId}
          orderId={orderId}
          form={form}
          loadNewest={loadNewest}
          sharedWithFamily={sharedWithFamily}
        />
      )}
    </section>
  );
}
