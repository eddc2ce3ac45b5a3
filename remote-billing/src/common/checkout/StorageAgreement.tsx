import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CommerceProblem } from '@portal/rules/commerce';
import { Field, Spinner, makeStyles, tokens } from '@portal/shared/ui';
import { Checkbox } from '@portal/shared/ui/inputs';
import { AGREEMENT_FIELD, type ShownAgreement } from './checkout-flow';
import { fieldId } from './FormFields';

// The wording in both languages loads with the review, not with the flow's first step.
const StorageAgreementText = lazy(() =>
  import(/* webpackChunkName: "storage-agreement" */ '@portal/shared/storage-agreement').then(
    (module) => ({ default: module.StorageAgreementText }),
  ),
);

const useStyles = makeStyles({
  agreement: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalS,
  },
});

interface StorageAgreementProps {
  /** The agreement shown (the chosen plan's, in the portal's language); none until the plans are read. */
  agreement: ShownAgreement | null;
  /** Whether the parent accepted it. */
  accepted: boolean;
  /** The step's problems: the checkbox's, when paying without accepting, is shown beside it. */
  problems: readonly CommerceProblem[];
  onChange: (accepted: boolean) => void;
}

/**
 * The storage agreement on a checkout's review, before the parent pays: its text in a
 * bordered region named by its title, and the checkbox that accepts it (required: paying
 * without it is refused beside it, and focus moves to it, as for any field).
 */
export function StorageAgreement({
  agreement,
  accepted,
  problems,
  onChange,
}: StorageAgreementProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const refused = problems.some((problem) => problem.field === AGREEMENT_FIELD);
  if (!agreement) return null;
  return (
    <div className={styles.agreement}>
      <Suspense fallback={<Spinner size="tiny" label={t`Loading the storage agreement`} />}>
        <StorageAgreementText terms={agreement.terms} language={agreement.language} />
      </Suspense>
      <Field
        required
        validationState={refused ? 'error' : 'none'}
        validationMessage={refused ? t`Accept the storage agreement to continue.` : undefined}
      >
        <Checkbox
          id={fieldId(AGREEMENT_FIELD)}
          name={AGREEMENT_FIELD}
          checked={accepted}
          onChange={(_event, data) => onChange(data.checked === true)}
          label={t({
            message: 'I have read and accept the storage agreement.',
            comment: 'Review: legal',
          })}
        />
      </Field>
    </div>
  );
}
