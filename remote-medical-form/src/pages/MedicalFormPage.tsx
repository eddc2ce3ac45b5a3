import { useCallback } from 'react';
import type { MedicalFormAnswers } from '@portal/rules/medical-form';
import { useOrders, usePageTitle } from '@portal/shared';
import { useApolloClient, useQuery, useSelectedChild } from '@portal/shared/graphql';
import {
  Body1,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  makeStyles,
  tokens,
} from '@portal/shared/ui';
import { MedicalFormOrderDocument, type MedicalFormOrderQuery } from '../graphql.generated';
import { MedicalForm, type LoadedForm } from '../features/medical-form/MedicalForm';

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '48rem' },
});

function loadedFormOf(order: NonNullable<MedicalFormOrderQuery['order']>): LoadedForm {
  const { status, answers, version, submittedAt } = order.medicalForm;
  return { status, answers: answers as MedicalFormAnswers | null, version, submittedAt };
}

export function MedicalFormPage() {
  const styles = useStyles();
  const child = useSelectedChild();
  const { loaded } = useOrders();
  const client = useApolloClient();
  usePageTitle('Medical Health Form');
  const orderId = child.orderId;
  const { data, loading, error } = useQuery(MedicalFormOrderDocument, {
    variables: { id: orderId ?? '' },
    skip: !orderId,
    // The version must be the server's newest, never a cached one.
    fetchPolicy: 'network-only',
  });
  const loadNewest = useCallback(async () => {
    if (!orderId) return null;
    const result = await client.query({
      query: MedicalFormOrderDocument,
      variables: { id: orderId },
      fetchPolicy: 'network-only',
    });
    return result.data?.order ? loadedFormOf(result.data.order) : null;
  }, [client, orderId]);

  const order = data?.order?.id === orderId ? data?.order : null;
  return (
    <section className={styles.page} aria-labelledby="medicalForm-title">
      <Title2 as="h1" id="medicalForm-title">
        Medical Health Form
      </Title2>
      {child.name && <Body1>For {child.name}</Body1>}
      {loading && !order && <Spinner label="Loading your form…" />}
      {error && !order && (
        <MessageBar intent="error">
          <MessageBarBody>
            We could not load your form just now. Please reload the page in a moment.
          </MessageBarBody>
        </MessageBar>
      )}
      {loaded && !orderId && <Body1>There is no order on your account yet.</Body1>}
      {order && orderId && (
        <MedicalForm
          key={orderId}
          orderId={orderId}
          form={loadedFormOf(order)}
          loadNewest={loadNewest}
        />
      )}
    </section>
  );
}
