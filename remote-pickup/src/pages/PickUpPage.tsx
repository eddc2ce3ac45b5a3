import { Suspense, lazy } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelectedChild } from '@portal/shared/graphql';
import { getConfig, useOrders, usePageTitle } from '@portal/shared';
import {
  Body1,
  ExternalLink,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  makeStyles,
  tokens,
} from '@portal/shared/ui';
import { ACCESS_REVOKED_TEXT } from '../features/pickup/api/pickup-failure';
import { PickupConfirmation } from '../features/pickup/PickupConfirmation';
import { PickupForm } from '../features/pickup/PickupForm';
import { PickupNotice } from '../features/pickup/PickupNotice';
import { emptyPickupForm, pickupFormFrom } from '../features/pickup/pickup-form-values';
import { usePickupFlow } from '../features/pickup/use-pickup-flow';

// Asked only when a parent cancels: Fluent's dialogs (and Tabster with them) load then, not with
// the page (docs/size.md).
const CancelPickupDialog = lazy(() =>
  import('../features/pickup/CancelPickupDialog').then((m) => ({ default: m.CancelPickupDialog })),
);

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalL, maxWidth: '48rem' },
  heading: { margin: 0 },
});

export function PickUpPage() {
  const styles = useStyles();
  const { t } = useLingui();
  const child = useSelectedChild();
  const childName = child.name;
  usePageTitle(t`Request Kit Pick Up`);
  const supportPhone = getConfig().support.phone;
  const orderId = child.orderId;
  const flow = usePickupFlow(orderId);
  const { error: ordersError } = useOrders();
  // Offline with nothing read yet: the page says so calmly and fills in when the connection
  // returns (every read is asked again then).
  const offline = (ordersError || flow.error) && !flow.data && navigator.onLine === false;
  const { data, active, editing } = flow;
  // The child's name and the page's own answer show together, whichever comes first: the name
  // arriving first would push the loading spinner down (a layout shift), arriving later, the
  // page; the page arriving first would show under the spinner, and move up when it goes.
  const waiting = (flow.loading && !data) || child.loading;

  return (
    <section className={styles.page} aria-labelledby="pickUp-title">
      <Title2 as="h1" id="pickUp-title" className={styles.heading}>
        <Trans>Request Kit Pick Up</Trans>
      </Title2>
      {childName && !waiting && (
        <Body1>
          <Trans>For {childName}</Trans>
        </Body1>
      )}
      {!active && !flow.loading && !waiting && (
        <Body1>
          <Trans>
            After the birth, tell us where the collection kit is and our courier will bring it to
            the lab. The kit must reach the lab within 48 hours of the collection.{' '}
            <ExternalLink href={getConfig().links.collectionSteps}>
              How to collect the cord blood at the birth
            </ExternalLink>
          </Trans>
        </Body1>
      )}
      {flow.notice && <PickupNotice message={flow.notice} supportPhone={supportPhone} />}
      {flow.accessRevoked && <PickupNotice message={ACCESS_REVOKED_TEXT} />}
      {waiting && <Spinner label={t`Loading your pick-up…`} />}
      {offline && (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>
            <Trans>
              You're offline: your pick-up shows here again when your connection returns.
            </Trans>
          </MessageBarBody>
        </MessageBar>
      )}
      {flow.error && !data && !flow.accessRevoked && !offline && (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            <Trans>
              We could not load your pick-up just now. Please reload the page in a moment.
            </Trans>
          </MessageBarBody>
        </MessageBar>
      )}
      {data && !waiting && active && !editing && (
        <PickupConfirmation
          pickup={active}
          showRequestedBy={flow.sharedWithFamily}
          supportPhone={supportPhone}
          busy={flow.cancelling}
          onChange={flow.startChange}
          onCancel={flow.askToCancel}
        />
      )}
      {data && !waiting && flow.showForm && (
        <PickupForm
          key={`${orderId}:${active?.id ?? 'new'}:${editing ? 'change' : 'new'}`}
          initial={
            active
              ? pickupFormFrom(active)
              : emptyPickupForm(undefined, data.order?.deliveryHospital)
          }
          mode={active ? 'change' : 'new'}
          supportPhone={supportPhone}
          submitting={flow.requesting}
          serverProblems={flow.serverProblems}
          onSubmit={flow.submit}
          {...(active ? { onKeep: flow.keep } : {})}
        />
      )}
      {/* Below the form's button, where the parent is looking when they send it. */}
      <div role="status">
        {flow.waitingForConnection && (
          <MessageBar intent="info" layout="multiline">
            <MessageBarBody>
              <Trans>
                Waiting for a connection: we will send your request as soon as you are back online.
              </Trans>
            </MessageBarBody>
          </MessageBar>
        )}
      </div>
      {flow.confirmingCancel && (
        <Suspense fallback={null}>
          <CancelPickupDialog
            open
            onOpenChange={flow.setConfirmingCancel}
            onConfirm={flow.cancel}
          />
        </Suspense>
      )}
    </section>
  );
}
