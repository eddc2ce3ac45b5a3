import { useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_ANSWER_FILES } from '@portal/rules/release';
import { useProblemText } from '@portal/shared';
import { useMutation } from '@portal/shared/graphql';
import {
  Body1,
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle1,
  makeStyles,
  tokens,
} from '@portal/shared/ui';
import { Textarea } from '@portal/shared/ui/inputs';
import { AnswerReleaseDocument } from './api/release.generated';
import { releaseFailureOf } from './api/release-failure';
import { uploadReleaseFile } from './api/upload-release-file';
import { blocksSending, chooseFile, FILE_REFUSAL_TEXT, type ChosenFile } from './chosen-file';
import { FileField } from './FileField';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

const MAX_MESSAGE = 1000;

/** The holder's answer to the bank's request for more information: a message and up to 5 files. */
export function AnswerForm({ orderId, onAnswered }: { orderId: string; onAnswered: () => void }) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const problemText = useProblemText();
  const formRef = useRef<HTMLFormElement>(null);
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [problem, setProblem] = useState<{ field: 'message' | 'files'; text: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [answer] = useMutation(AnswerReleaseDocument);

  const refused = files.find((file) => file.refusal);
  const filesMessage =
    problem?.field === 'files'
      ? problem.text
      : refused?.refusal
        ? `${refused.file.name}: ${i18n._(FILE_REFUSAL_TEXT[refused.refusal])}`
        : undefined;

  const focusFirstProblem = () =>
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });

  const choose = async (chosen: File[]) => {
    setProblem(null);
    if (chosen.length > MAX_ANSWER_FILES) {
      setFiles([]);
      setProblem({ field: 'files', text: t`Choose ${MAX_ANSWER_FILES} files at most.` });
      return;
    }
    setFiles(await Promise.all(chosen.map(chooseFile)));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    const text = message.trim();
    if (!text || text.length > MAX_MESSAGE) {
      setProblem({
        field: 'message',
        text: text
          ? t`Write at most ${MAX_MESSAGE} characters.`
          : t`Write your answer to the bank.`,
      });
      focusFirstProblem();
      return;
    }
    if (problem?.field === 'files' || files.some(blocksSending)) {
      focusFirstProblem();
      return;
    }
    setProblem(null);
    setSending(true);
    const ids: string[] = [];
    const next = [...files];
    for (const [index, chosen] of files.entries()) {
      if (chosen.uploadedId) {
        ids.push(chosen.uploadedId);
        continue;
      }
      const sent = await uploadReleaseFile(orderId, 'SUPPORTING', chosen.file, chosen.key);
      next[index] = sent.ok
        ? { ...chosen, uploadedId: sent.id, refusal: null }
        : { ...chosen, refusal: sent.refusal };
      if (!sent.ok) {
        setFiles(next);
        setSending(false);
        focusFirstProblem();
        return;
      }
      ids.push(sent.id);
    }
    setFiles(next);
    try {
      await answer({ variables: { orderId, message: text, fileIds: ids } });
      setMessage('');
      setFiles([]);
      onAnswered();
    } catch (error) {
      const refusal = releaseFailureOf(error);
      const first = refusal.problems[0];
      if (first)
        setProblem({
          field: first.field.startsWith('fileIds') ? 'files' : 'message',
          text: problemText(first),
        });
      setFailure(refusal.message ? i18n._(refusal.message) : null);
    }
    setSending(false);
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="release-answer"
    >
      <Subtitle1 as="h2" id="release-answer" className={styles.heading}>
        <Trans>Answer the bank</Trans>
      </Subtitle1>
      <Field
        label={t`Your answer`}
        required
        validationMessage={problem?.field === 'message' ? problem.text : undefined}
        validationState={problem?.field === 'message' ? 'error' : 'none'}
      >
        <Textarea
          resize="vertical"
          value={message}
          onChange={(_event, data) => setMessage(data.value)}
        />
      </Field>
      <FileField
        label={t`Files for the bank (optional)`}
        hint={t`Up to ${MAX_ANSWER_FILES} files: PDF, JPEG or PNG, 10 MB at most each.`}
        multiple
        chosen={files.map((file) => file.file.name)}
        validationMessage={filesMessage}
        onFiles={(chosen) => void choose(chosen)}
      />
      {failure && (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <Button
          appearance="primary"
          type="submit"
          disabledFocusable={sending}
          icon={sending ? <Spinner size="extra-tiny" aria-hidden /> : undefined}
        >
          {sending ? <Trans>Sending your answer…</Trans> : <Trans>Send the answer</Trans>}
        </Button>
      </div>
      <Body1 as="p" className={styles.heading}>
        <Trans>The bank reviews your request again once it has your answer.</Trans>
      </Body1>
    </form>
  );
}
