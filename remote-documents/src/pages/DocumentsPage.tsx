import { Trans, useLingui } from '@lingui/react/macro';
import { useSelectedChild } from '@portal/shared/graphql';
import { usePageTitle } from '@portal/shared';
import {
  Body1,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  makeStyles,
  tokens,
} from '@portal/shared/ui';
import { useChildDocuments } from '../features/documents/api/use-child-documents';
import { DocumentList } from '../features/documents/DocumentList';

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalL, maxWidth: '48rem' },
  heading: { margin: 0 },
  text: { margin: 0 },
});

/**
 * The child's documents: the certificate and the reports the bank adds, and for the account
 * holder the storage agreements accepted and a statement per plan year, newest first, each downloaded through the gateway's
 * authorised route. A guardian sees the clinical ones.
 */
export function DocumentsPage() {
  const styles = useStyles();
  const { t } = useLingui();
  usePageTitle(t`Documents`);
  const child = useSelectedChild();
  const { documents, holder, loading, error, revoked } = useChildDocuments(child.orderId);
  const waiting = (loading && !documents) || child.loading;
  const offline = error && !documents && navigator.onLine === false;
  const childName = child.name;

  return (
    <section className={styles.page} aria-labelledby="documents-title">
      <Title2 as="h1" id="documents-title" className={styles.heading}>
        <Trans>Documents</Trans>
      </Title2>
      {childName && !waiting && (
        <Body1 as="p" className={styles.text}>
          <Trans>For {childName}</Trans>
        </Body1>
      )}
      {waiting && <Spinner label={t`Loading your documents…`} />}
      {offline && (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>
            <Trans>
              You're offline: your documents show here again when your connection returns.
            </Trans>
          </MessageBarBody>
        </MessageBar>
      )}
      {error && !documents && !offline && (
        <MessageBar intent={revoked ? 'warning' : 'error'} layout="multiline">
          <MessageBarBody>
            {revoked ? (
              <Trans>You no longer have access to this child's documents.</Trans>
            ) : (
              <Trans>
                We could not load your documents just now. Please reload the page in a moment.
              </Trans>
            )}
          </MessageBarBody>
        </MessageBar>
      )}
      {documents && !waiting && documents.length === 0 && (
        <Body1 as="p" className={styles.text}>
          <Trans>
            No documents yet. The stem cell certificate and the reports the bank adds appear here
            when they are ready.
          </Trans>
        </Body1>
      )}
      {documents && !waiting && documents.length > 0 && <DocumentList documents={documents} />}
      {documents &&
        !waiting &&
        holder &&
        !documents.some((document) => document.kind === 'AGREEMENT') && (
          <Body1 as="p" className={styles.text}>
            <Trans>
              No storage agreement is on record here: this plan was ordered before the portal
              recorded agreements. Your signed agreement still applies; contact us for a copy.
            </Trans>
          </Body1>
        )}
    </section>
  );
}
