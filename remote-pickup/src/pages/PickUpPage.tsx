import { useCallback, useState } from 'react';
import {
  CombinedGraphQLErrors,
  useMutation,
  useQuery,
  useSelectedChild,
} from '@portal/shared/graphql';
import type { PickupProblem } from '@portal/rules/pickup';
import { getConfig, useLivePickup, usePageTitle } from '@portal/shared';
import {
  Body1,
  Button,
  ExternalLink,
  Link,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  makeStyles,
  tokens,
} from '@portal/shared/ui';
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@portal/shared/ui/dialogs';
import {
  CancelKitPickupDocument,
  PickupOrderDocument,
  RequestKitPickupDocument,
} from '../graphql.generated';
import { PickupConfirmation } from '../features/pickup/PickupConfirmation';
import { PickupForm } from '../features/pickup/PickupForm';
import {
  emptyPickupForm,
  pickupFormFrom,
  pickupInputOf,
  type PickupFormValues,
} from '../features/pickup/pickup-form-values';
import { telHref } from '../features/pickup/support-phone';

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalL, maxWidth: '48rem' },
  heading: { margin: 0 },
});

interface GatewayFieldProblem {
  field: string;
  message: string;
  reason?: 'TOO_LATE';
}

/** The gateway's answer as messages: field problems (input.x -> x), or a message to show. */
function readError(error: unknown): { problems: PickupProblem[]; message: string | null } {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const fields = first?.extensions?.['fields'] as GatewayFieldProblem[] | undefined;
    if (first?.extensions?.['code'] === 'BAD_USER_INPUT' && fields) {
      return {
        problems: fields.map((problem) => ({
          ...problem,
          field: problem.field.replace(/^input\./, '') as PickupProblem['field'],
        })),
        message: null,
      };
    }
    const code = first?.extensions?.['code'];
    // Already dispatched, or too many attempts (RATE_LIMITED: the gateway says how long to wait).
    if (code === 'CONFLICT' || code === 'RATE_LIMITED') {
      return { problems: [], message: first?.message ?? null };
    }
  }
  return {
    problems: [],
    message: 'We could not send your request just now. Please check your connection and try again.',
  };
}

export function PickUpPage() {
  const styles = useStyles();
  const child = useSelectedChild();
  usePageTitle('Request Kit Pick Up');
  const supportPhone = getConfig().support.phone;
  const orderId = child.orderId;
  const { data, loading, error, refetch } = useQuery(PickupOrderDocument, {
    variables: { id: orderId ?? '' },
    skip: !orderId,
    fetchPolicy: 'cache-and-network',
  });
  const refresh = useCallback(() => {
    void refetch().catch(() => undefined);
  }, [refetch]);
  useLivePickup(orderId, refresh);

  const [requestPickup, requested] = useMutation(RequestKitPickupDocument);
  const [cancelPickup, cancelled] = useMutation(CancelKitPickupDocument);
  const [editing, setEditing] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [serverProblems, setServerProblems] = useState<PickupProblem[]>([]);
  const [notice, setNotice] = useState<string | null>(null);

  const pickup = data?.order?.pickup ?? null;
  const active = pickup && pickup.status !== 'CANCELLED' ? pickup : null;
  const showForm = !active || editing;

  const focusConfirmation = () =>
    requestAnimationFrame(() => document.getElementById('pickup-confirmation')?.focus());

  const submit = async (values: PickupFormValues) => {
    if (!orderId) return;
    setNotice(null);
    try {
      await requestPickup({ variables: { orderId, input: pickupInputOf(values) } });
      setServerProblems([]);
      setEditing(false);
      await refetch();
      focusConfirmation();
    } catch (failure) {
      const { problems, message } = readError(failure);
      setServerProblems(problems);
      setNotice(message);
    }
  };

  const cancel = async () => {
    if (!orderId) return;
    setConfirmingCancel(false);
    setNotice(null);
    try {
      await cancelPickup({ variables: { orderId } });
      setEditing(false);
      await refetch();
    } catch (failure) {
      setNotice(readError(failure).message);
      refresh();
    }
  };

  return (
    <section className={styles.page} aria-labelledby="pickUp-title">
      <Title2 as="h1" id="pickUp-title" className={styles.heading}>
        Request Kit Pick Up
      </Title2>
      {child.name && <Body1>For {child.name}</Body1>}
      {!active && !loading && (
        <Body1>
          After the birth, tell us where the collection kit is and our courier will bring it to the
          lab. The kit must reach the lab within 48 hours of the collection.{' '}
          <ExternalLink href={getConfig().links.collectionSteps}>
            How to collect the cord blood at the birth
          </ExternalLink>
        </Body1>
      )}
      {notice && (
        <MessageBar intent="error" layout="multiline" role="alert">
          <MessageBarBody>
            {notice} <Link href={telHref(supportPhone)}>Call {supportPhone}</Link>
          </MessageBarBody>
        </MessageBar>
      )}
      {loading && !data && <Spinner label="Loading your pick-up…" />}
      {error && !data && (
        <MessageBar intent="error">
          <MessageBarBody>
            We could not load your pick-up just now. Please reload the page in a moment.
          </MessageBarBody>
        </MessageBar>
      )}
      {data && active && !editing && (
        <PickupConfirmation
          pickup={active}
          supportPhone={supportPhone}
          busy={cancelled.loading}
          onChange={() => {
            setServerProblems([]);
            setEditing(true);
          }}
          onCancel={() => setConfirmingCancel(true)}
        />
      )}
      {data && showForm && (
        <PickupForm
          key={`${orderId}:${active?.id ?? 'new'}:${editing ? 'change' : 'new'}`}
          initial={
            active
              ? pickupFormFrom(active)
              : emptyPickupForm(undefined, data.order?.deliveryHospital)
          }
          mode={active ? 'change' : 'new'}
          supportPhone={supportPhone}
          submitting={requested.loading}
          serverProblems={serverProblems}
          onSubmit={(values) => void submit(values)}
          {...(active ? { onKeep: () => setEditing(false) } : {})}
        />
      )}
      <Dialog
        open={confirmingCancel}
        onOpenChange={(_event, { open }) => setConfirmingCancel(open)}
      >
        <DialogSurface>
          <DialogBody>
            <DialogTitle>Cancel the pick-up?</DialogTitle>
            <DialogContent>
              The courier will not come for the kit. You can request a new pick-up afterwards.
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={() => void cancel()}>
                Yes, cancel the pick-up
              </Button>
              <Button onClick={() => setConfirmingCancel(false)}>No, keep it</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </section>
  );
}
