import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { holderCanCancel } from '@portal/rules/release';
import { useMutation } from '@portal/shared/graphql';
import {
  Body1,
  Body1Strong,
  Button,
  Caption1,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Subtitle1,
  makeStyles,
  tokens,
} from '@portal/shared/ui';
import { CancelReleaseDocument, type ReleaseRequestDetailsFragment } from './api/release.generated';
import { releaseFailureOf } from './api/release-failure';
import { AnswerForm } from './AnswerForm';
import { CancelReleaseDialog } from './CancelReleaseDialog';
import { downloadFile } from './download-file';
import { formatFee, formatWhen } from './format';
import { FILE_PURPOSE_TEXT, STATUS_MEANING, STATUS_TEXT } from './release-words';

const useStyles = makeStyles({
  view: { display: 'grid', gap: tokens.spacingVerticalL },
  block: { display: 'grid', gap: tokens.spacingVerticalS },
  heading: { margin: 0 },
  text: { margin: 0, overflowWrap: 'anywhere' },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalS,
  },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  what: { display: 'grid', minWidth: 0, overflowWrap: 'anywhere' },
  details: { color: tokens.colorNeutralForeground2 },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

export interface ReleaseRequestViewProps {
  orderId: string;
  request: ReleaseRequestDetailsFragment;
  holder: boolean;
  /** Read the request again (after a change of the holder's). */
  onChanged: () => void;
}

/** A request as the family follows it: where it stands, its steps and files, and what to do. */
export function ReleaseRequestView({
  orderId,
  request,
  holder,
  onChanged,
}: ReleaseRequestViewProps) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [downloadProblem, setDownloadProblem] = useState<string | null>(null);
  const [cancel, { loading: cancelling }] = useMutation(CancelReleaseDocument);
  const status = i18n._(STATUS_TEXT[request.status]);
  const reference = request.reference;
  const kind = request.kind === 'TRANSFER' ? t`Transfer to another bank` : t`For a transplant`;
  const bankMessage = request.bankMessage ?? '';
  const carrier = request.carrier ?? '—';
  const tracking = request.trackingRef ?? '—';
  const fee = formatFee(request.feeCents, i18n.locale);
  const mayCancel = holder && request.canCancel && holderCanCancel(request.status);

  const confirmCancel = async () => {
    setConfirming(false);
    setFailure(null);
    try {
      await cancel({ variables: { orderId } });
    } catch (error) {
      const refusal = releaseFailureOf(error);
      setFailure(i18n._(refusal.message ?? STATUS_MEANING[request.status]));
    }
    onChanged();
  };

  const download = async (id: string, path: string) => {
    setDownloadProblem(null);
    const why = await downloadFile(path);
    if (why) setDownloadProblem(id);
  };

  return (
    <div className={styles.view}>
      <section className={styles.block} aria-labelledby="release-status">
        <Subtitle1 as="h2" id="release-status" className={styles.heading}>
          <Trans>Status: {status}</Trans>
        </Subtitle1>
        <Body1 as="p" className={styles.text}>
          <Trans>
            Request {reference} · {kind}
          </Trans>
        </Body1>
        <Body1 as="p" className={styles.text}>
          {i18n._(STATUS_MEANING[request.status])}
        </Body1>
        {request.status === 'NEEDS_INFO' && request.bankMessage && (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>
                <Trans>The bank asks</Trans>
              </MessageBarTitle>
              {request.bankMessage}
            </MessageBarBody>
          </MessageBar>
        )}
        {request.status === 'CANCELLED' && request.bankMessage && (
          <Body1 as="p" className={styles.text}>
            <Trans>The bank's message: {bankMessage}</Trans>
          </Body1>
        )}
        {request.status === 'SHIPPED' && (request.carrier || request.trackingRef) && (
          <Body1 as="p" className={styles.text}>
            <Trans>
              Carrier: {carrier} · Tracking reference: {tracking}
            </Trans>
          </Body1>
        )}
        {request.feeCents > 0 && (
          <Body1 as="p" className={styles.text}>
            <Trans>Fee: {fee}</Trans>
          </Body1>
        )}
      </section>

      {holder && request.status === 'NEEDS_INFO' && (
        <AnswerForm orderId={orderId} onAnswered={onChanged} />
      )}

      {mayCancel && (
        <div className={styles.actions}>
          <Button
            onClick={() => setConfirming(true)}
            disabledFocusable={cancelling}
            icon={cancelling ? <Spinner size="extra-tiny" aria-hidden /> : undefined}
          >
            <Trans>Cancel this request</Trans>
          </Button>
        </div>
      )}
      {failure && (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      )}
      <CancelReleaseDialog
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => void confirmCancel()}
      />

      <section className={styles.block} aria-labelledby="release-history">
        <Subtitle1 as="h2" id="release-history" className={styles.heading}>
          <Trans>History</Trans>
        </Subtitle1>
        <ol className={styles.list}>
          {request.history.map((step) => (
            <li key={`${step.status}-${step.at}`} className={styles.row}>
              <Body1Strong>{i18n._(STATUS_TEXT[step.status])}</Body1Strong>
              <Caption1 className={styles.details}>{formatWhen(step.at, i18n.locale)}</Caption1>
            </li>
          ))}
        </ol>
      </section>

      {request.files.length > 0 && (
        <section className={styles.block} aria-labelledby="release-files">
          <Subtitle1 as="h2" id="release-files" className={styles.heading}>
            <Trans>Files</Trans>
          </Subtitle1>
          <ul className={styles.list}>
            {request.files.map((file) => {
              const purpose = FILE_PURPOSE_TEXT[file.purpose];
              const name = file.fileName;
              return (
                <li key={file.id} className={styles.row}>
                  <span className={styles.what}>
                    <Body1>{name}</Body1>
                    <Caption1 className={styles.details}>{purpose ? i18n._(purpose) : ''}</Caption1>
                  </span>
                  <Button
                    aria-label={t`Download ${name}`}
                    onClick={() => void download(file.id, file.downloadPath)}
                  >
                    <Trans>Download</Trans>
                  </Button>
                  {downloadProblem === file.id && (
                    <Body1 as="p" role="alert" className={styles.error}>
                      <Trans>
                        We could not download this file just now. Please try again in a moment.
                      </Trans>
                    </Body1>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}
