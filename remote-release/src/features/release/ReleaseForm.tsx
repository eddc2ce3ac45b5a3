import { useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SHIPPING_COUNTRIES } from '@portal/rules/commerce';
import {
  checkReleaseFiles,
  checkReleaseRequest,
  RELEASE_FEES,
  type ReleaseFilePurpose,
} from '@portal/rules/release';
import { useProblemText, type ProblemLike } from '@portal/shared';
import { useMutation } from '@portal/shared/graphql';
import {
  Body1,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle1,
  makeStyles,
  tokens,
} from '@portal/shared/ui';
import { Radio, RadioGroup, Select } from '@portal/shared/ui/inputs';
import { StartReleaseDocument } from './api/release.generated';
import { releaseFailureOf } from './api/release-failure';
import { uploadReleaseFile } from './api/upload-release-file';
import { blocksSending, chooseFile, FILE_REFUSAL_TEXT, type ChosenFile } from './chosen-file';
import { FileField } from './FileField';
import { formatFee } from './format';
import { EMPTY_RELEASE_FORM, releaseInputOf, type ReleaseFormValues } from './release-form-values';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalL },
  group: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    border: 'none',
    margin: 0,
    padding: 0,
    minWidth: 0,
  },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalS },
  heading: { margin: 0 },
  text: { margin: 0 },
  pair: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
    '& > *, & .fui-Input': { minWidth: 0 },
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

type Problem = ProblemLike & { field: string };
type FileSlot = 'authorisationFileId' | 'photoIdFileId';
const PURPOSE: Record<FileSlot, ReleaseFilePurpose> = {
  authorisationFileId: 'AUTHORISATION',
  photoIdFileId: 'PHOTO_ID',
};

export interface ReleaseFormProps {
  orderId: string;
  /** The request started: its reference (the page then shows it). */
  onStarted: (reference: string) => void;
}

/**
 * The account holder's request: for a transplant or a transfer, the shared rules on submit
 * (each problem beside its field, focus on the first), both files checked by content, then
 * uploaded (each once, by its key) before the request starts. Nothing typed is lost on a
 * refusal.
 */
export function ReleaseForm({ orderId, onStarted }: ReleaseFormProps) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const problemText = useProblemText();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ReleaseFormValues>(EMPTY_RELEASE_FORM);
  const [files, setFiles] = useState<Partial<Record<FileSlot, ChosenFile>>>({});
  const [problems, setProblems] = useState<Problem[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [start] = useMutation(StartReleaseDocument);

  const set = <K extends keyof ReleaseFormValues>(key: K, value: ReleaseFormValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));
  const text = (key: keyof ReleaseFormValues) => ({
    value: values[key],
    onChange: (_event: unknown, data: { value: string }) =>
      set(key, data.value as ReleaseFormValues[typeof key]),
  });
  const messageOf = (field: string) => {
    const problem = problems.find((candidate) => candidate.field === field);
    return problem ? problemText(problem) : undefined;
  };
  const field = (name: string) => {
    const found = messageOf(name);
    return found ? { validationMessage: found, validationState: 'error' as const } : {};
  };
  const fileMessage = (slot: FileSlot) => {
    const refusal = files[slot]?.refusal;
    return refusal ? i18n._(FILE_REFUSAL_TEXT[refusal]) : messageOf(slot);
  };

  const choose = async (slot: FileSlot, chosen: File[]) => {
    const file = chosen[0];
    setProblems((previous) => previous.filter((problem) => problem.field !== slot));
    if (!file) {
      setFiles((previous) => ({ ...previous, [slot]: undefined }));
      return;
    }
    const checked = await chooseFile(file);
    setFiles((previous) => ({ ...previous, [slot]: checked }));
  };

  const focusFirstProblem = () =>
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setMessage(null);
    const input = releaseInputOf(values);
    const check = checkReleaseRequest({ ...input, address: input.address });
    // A file chosen and accepted stands for its id until it is sent.
    const fileCheck = checkReleaseFiles({
      authorisationFileId: files.authorisationFileId ? 'chosen' : null,
      photoIdFileId: files.photoIdFileId ? 'chosen' : null,
    });
    const found: Problem[] = [
      ...(check.ok ? [] : check.problems),
      ...(fileCheck.ok ? [] : fileCheck.problems),
    ];
    const refused = (['authorisationFileId', 'photoIdFileId'] as const).some((slot) =>
      blocksSending(files[slot]),
    );
    setProblems(found);
    if (found.length > 0 || refused) {
      focusFirstProblem();
      return;
    }
    setSending(true);
    const ids: Partial<Record<FileSlot, string>> = {};
    for (const slot of ['authorisationFileId', 'photoIdFileId'] as const) {
      const chosen = files[slot];
      if (!chosen) continue;
      if (chosen.uploadedId) {
        ids[slot] = chosen.uploadedId;
        continue;
      }
      const sent = await uploadReleaseFile(orderId, PURPOSE[slot], chosen.file, chosen.key);
      const next: ChosenFile = sent.ok
        ? { ...chosen, uploadedId: sent.id, refusal: null }
        : { ...chosen, refusal: sent.refusal };
      setFiles((previous) => ({ ...previous, [slot]: next }));
      if (!sent.ok) {
        setSending(false);
        focusFirstProblem();
        return;
      }
      ids[slot] = sent.id;
    }
    try {
      const { data } = await start({ variables: { orderId, input: releaseInputOf(values, ids) } });
      onStarted(data.startReleaseRequest.reference);
    } catch (error) {
      const failure = releaseFailureOf(error);
      setProblems(failure.problems);
      setMessage(failure.message ? i18n._(failure.message) : null);
      setSending(false);
      if (failure.problems.length > 0) focusFirstProblem();
    }
  };

  const transfer = values.kind === 'TRANSFER';
  const fee = values.kind ? RELEASE_FEES[values.kind] : null;
  const feeText = fee ? formatFee(fee, i18n.locale) : '';

  return (
    <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Body1 as="p" className={styles.text}>
        <Trans>
          No diagnosis or health details are asked here: the transplant centre sends its clinical
          request to the bank directly.
        </Trans>
      </Body1>
      <Field label={t`What is the request for?`} required {...field('kind')}>
        <RadioGroup
          value={values.kind}
          onChange={(_event, data) => set('kind', data.value as ReleaseFormValues['kind'])}
        >
          <Radio value="TRANSPLANT" label={t`For a transplant`} />
          <Radio value="TRANSFER" label={t`Transfer to another bank`} />
        </RadioGroup>
      </Field>

      {values.kind && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>
            <Subtitle1 as="h2" className={styles.heading}>
              {transfer ? <Trans>The receiving bank</Trans> : <Trans>The transplant centre</Trans>}
            </Subtitle1>
          </legend>
          {transfer ? (
            <>
              <Field label={t`Receiving bank`} required {...field('bankName')}>
                <Input autoComplete="organization" {...text('bankName')} />
              </Field>
              <Field label={t`Contact name`} required {...field('contactName')}>
                <Input autoComplete="off" {...text('contactName')} />
              </Field>
            </>
          ) : (
            <>
              <Field label={t`Physician name`} required {...field('physicianName')}>
                <Input autoComplete="off" {...text('physicianName')} />
              </Field>
              <Field label={t`Transplant centre`} required {...field('centreName')}>
                <Input autoComplete="organization" {...text('centreName')} />
              </Field>
            </>
          )}
          <Field label={t`Street address`} required {...field('address.line1')}>
            <Input autoComplete="address-line1" {...text('line1')} />
          </Field>
          <Field label={t`Suite, floor or building (optional)`} {...field('address.line2')}>
            <Input autoComplete="address-line2" {...text('line2')} />
          </Field>
          <div className={styles.pair}>
            <Field label={t`City`} required {...field('address.city')}>
              <Input autoComplete="address-level2" {...text('city')} />
            </Field>
            <Field label={t`State or province`} required {...field('address.region')}>
              <Input autoComplete="address-level1" {...text('region')} />
            </Field>
          </div>
          <div className={styles.pair}>
            <Field label={t`ZIP or postal code`} required {...field('address.postalCode')}>
              <Input autoComplete="postal-code" {...text('postalCode')} />
            </Field>
            <Field label={t`Country`} required {...field('address.country')}>
              <Select
                value={values.country}
                onChange={(_event, data) => set('country', data.value)}
              >
                {SHIPPING_COUNTRIES.map((country) => (
                  <option key={country.code} value={country.code}>
                    {country.code === 'US' ? t`United States` : t`Canada`}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <div className={styles.pair}>
            <Field label={t`Phone`} required {...field('phone')}>
              <Input type="tel" autoComplete="off" {...text('phone')} />
            </Field>
            <Field label={t`Email`} required {...field('email')}>
              <Input type="email" autoComplete="off" {...text('email')} />
            </Field>
          </div>
          {!transfer && (
            <>
              <Field
                label={t`Who is the patient to the child?`}
                required
                {...field('patientRelation')}
              >
                <RadioGroup
                  value={values.patientRelation}
                  onChange={(_event, data) => set('patientRelation', data.value)}
                >
                  <Radio value="CHILD" label={t`The child`} />
                  <Radio value="SIBLING" label={t`A sibling`} />
                  <Radio value="PARENT" label={t`A parent`} />
                  <Radio value="OTHER_RELATIVE" label={t`Another relative`} />
                </RadioGroup>
              </Field>
              <Field label={t`How soon is the cord blood needed?`} required {...field('neededBy')}>
                <RadioGroup
                  value={values.neededBy}
                  onChange={(_event, data) => set('neededBy', data.value)}
                >
                  <Radio value="WITHIN_2_WEEKS" label={t`Within 2 weeks`} />
                  <Radio value="WITHIN_3_MONTHS" label={t`Within 3 months`} />
                  <Radio value="LATER" label={t`Later`} />
                </RadioGroup>
              </Field>
            </>
          )}
        </fieldset>
      )}

      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Subtitle1 as="h2" className={styles.heading}>
            <Trans>Your documents</Trans>
          </Subtitle1>
        </legend>
        <FileField
          label={t`Signed authorisation`}
          hint={t`PDF, JPEG or PNG, 10 MB at most.`}
          required
          chosen={files.authorisationFileId ? [files.authorisationFileId.file.name] : []}
          validationMessage={fileMessage('authorisationFileId')}
          onFiles={(chosen) => void choose('authorisationFileId', chosen)}
        />
        <FileField
          label={t`Photo identification of the account holder`}
          hint={t`A passport or driver's licence: PDF, JPEG or PNG, 10 MB at most.`}
          required
          chosen={files.photoIdFileId ? [files.photoIdFileId.file.name] : []}
          validationMessage={fileMessage('photoIdFileId')}
          onFiles={(chosen) => void choose('photoIdFileId', chosen)}
        />
      </fieldset>

      {values.kind && (
        <section className={styles.group} aria-labelledby="release-next">
          <Subtitle1 as="h2" id="release-next" className={styles.heading}>
            <Trans>Fee and what happens next</Trans>
          </Subtitle1>
          <Body1 as="p" className={styles.text}>
            {fee ? (
              <Trans>A transfer to another bank costs {feeText}.</Trans>
            ) : (
              <Trans>There is no fee to release the cord blood for a transplant.</Trans>
            )}
          </Body1>
          <Body1 as="p" className={styles.text}>
            <Trans>
              The bank reviews your request and may ask you for more information. Once it is
              approved, the unit is shipped by medical courier. You can follow each step on this
              page, and we let you know when something changes.
            </Trans>
          </Body1>
        </section>
      )}

      {problems.length > 0 && (
        <Body1 role="status">
          <Trans>Please check the highlighted answers.</Trans>
        </Body1>
      )}
      {message && (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{message}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <Button
          appearance="primary"
          type="submit"
          disabledFocusable={sending}
          icon={sending ? <Spinner size="extra-tiny" aria-hidden /> : undefined}
        >
          {sending ? <Trans>Sending your request…</Trans> : <Trans>Send the request</Trans>}
        </Button>
      </div>
    </form>
  );
}
