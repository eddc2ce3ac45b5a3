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
  usePageTitle('Medical Health Form');
  const orderId = child.orderId;
  const { form, sharedWithFamily, loading, error, loadNewest } = useMedicalFormOrder(orderId);

  return (
    <section className={styles.page} aria-labelledby="medicalForm-title">
      <Title2 as="h1" id="medicalForm-title">
        Medical Health Form
      </Title2>
      {child.name && <Body1>For {child.name}</Body1>}
      {loading && !form && <Spinner label="Loading your form…" />}
      {error && !form && isAccessRevoked(error) && <AccessRevokedNotice />}
      {error && !form && !isAccessRevoked(error) && (
        <MessageBar intent="error">
          <MessageBarBody>
            We could not load your form just now. Please reload the page in a moment.
          </MessageBarBody>
        </MessageBar>
      )}
      {loaded && !orderId && <Body1>There is no order on your account yet.</Body1>}
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
