import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { releaseStartRefusal } from '@portal/rules/release';
import { useSelectedChild } from '@portal/shared/graphql';
import { usePageTitle } from '@portal/shared';
import {
  Body1,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Title2,
  makeStyles,
  tokens,
} from '@portal/shared/ui';
import { useChildRelease } from '../features/release/api/use-child-release';
import { ReleaseForm } from '../features/release/ReleaseForm';
import { ReleaseRequestView } from '../features/release/ReleaseRequestView';

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalL, maxWidth: '48rem' },
  heading: { margin: 0 },
  text: { margin: 0 },
});

/**
 * Release or transfer (/portal/release, issue 49): the account holder asks for the child's
 * cord blood to be released for a transplant or transferred to another bank, then follows the
 * request (live, as the bell hears of each step), answers the bank and may cancel before
 * approval. A guardian follows it and can do neither.
 */
export function ReleasePage() {
  const styles = useStyles();
  const { t } = useLingui();
  usePageTitle(t`Release or transfer`);
  const child = useSelectedChild();
  const { order, request, holder, loading, error, revoked, refresh } = useChildRelease(
    child.orderId,
  );
  const [sentReference, setSentReference] = useState<string | null>(null);
  const waiting = (loading && !order) || child.loading;
  const offline = error && !order && navigator.onLine === false;
  const childName = child.name;
  const refusal = releaseStartRefusal({
    stored: order?.certificate?.status === 'ISSUED',
    latest: request?.status ?? null,
  });
  const mayStart = holder && refusal === null;

  return (
    <section className={styles.page} aria-labelledby="release-title">
      <Title2 as="h1" id="release-title" className={styles.heading}>
        <Trans>Release or transfer</Trans>
      </Title2>
      {childName && !waiting && (
        <Body1 as="p" className={styles.text}>
          <Trans>For {childName}</Trans>
        </Body1>
      )}
      {waiting && <Spinner label={t`Loading the request…`} />}
      {offline && (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>
            <Trans>
              You're offline: the request shows here again when your connection returns.
            </Trans>
          </MessageBarBody>
        </MessageBar>
      )}
      {error && !order && !offline && (
        <MessageBar intent={revoked ? 'warning' : 'error'} layout="multiline">
          <MessageBarBody>
            {revoked ? (
              <Trans>You no longer have access to this child's journey.</Trans>
            ) : (
              <Trans>
                We could not load the request just now. Please reload the page in a moment.
              </Trans>
            )}
          </MessageBarBody>
        </MessageBar>
      )}
      {order && !waiting && (
        <>
          {sentReference && request?.reference === sentReference && (
            <MessageBar intent="success" layout="multiline">
              <MessageBarBody>
                <MessageBarTitle>
                  <Trans>Your request was sent</Trans>
                </MessageBarTitle>
                <Trans>
                  Its reference is {sentReference}. The bank reviews it and you can follow each step
                  here.
                </Trans>
              </MessageBarBody>
            </MessageBar>
          )}
          {!holder && (
            <Body1 as="p" className={styles.text}>
              <Trans>
                Only the account holder can start or cancel a release or transfer request.
              </Trans>
            </Body1>
          )}
          {request && (
            <ReleaseRequestView
              orderId={order.id}
              request={request}
              holder={holder}
              onChanged={refresh}
            />
          )}
          {!request && !holder && (
            <Body1 as="p" className={styles.text}>
              <Trans>No release or transfer has been requested for this child.</Trans>
            </Body1>
          )}
          {holder && refusal === 'NOT_STORED' && (
            <Body1 as="p" className={styles.text} data-testid="release-not-stored">
              <Trans>
                You can ask for a release or transfer once your baby's cord blood is stored and its
                certificate is issued. We will let you know when it is.
              </Trans>
            </Body1>
          )}
          {mayStart && (
            <>
              <Body1 as="p" className={styles.text}>
                <Trans>
                  Ask the bank to release the cord blood for a transplant, or to transfer it to
                  another bank.
                </Trans>
              </Body1>
              <ReleaseForm
                orderId={order.id}
                onStarted={(reference) => {
                  setSentReference(reference);
                  refresh();
                }}
              />
            </>
          )}
        </>
      )}
    </section>
  );
}
