import { useLingui } from '@lingui/react/macro';
import type { CommerceProblem } from '@portal/rules/commerce';
import { Field, makeStyles, tokens } from '@portal/shared/ui';
import { Textarea } from '@portal/shared/ui/inputs';
import { fieldId, TextField, useProblemFor } from '../../common/checkout/FormFields';
import type { GiftValues } from './gift-values';

const useStyles = makeStyles({
  fields: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalM },
});

interface Props {
  values: GiftValues;
  problems: readonly CommerceProblem[];
  onEdit: (change: Partial<GiftValues>, field: string) => void;
}

/** Who gives, who receives, and a message for them. */
export function RecipientStep({ values, problems, onEdit }: Props) {
  const styles = useStyles();
  const { t } = useLingui();
  const message = useProblemFor(problems)('message');
  return (
    <div className={styles.fields}>
      <TextField
        path="giverName"
        label={t`Your name`}
        hint={t`The recipient sees it with the gift.`}
        required
        autoComplete="name"
        value={values.giverName}
        problems={problems}
        onChange={(giverName) => onEdit({ giverName }, 'giverName')}
      />
      <TextField
        path="recipientName"
        label={t`Recipient's name`}
        required
        value={values.recipientName}
        problems={problems}
        onChange={(recipientName) => onEdit({ recipientName }, 'recipientName')}
      />
      <TextField
        path="recipientEmail"
        label={t`Recipient's email`}
        required
        type="email"
        value={values.recipientEmail}
        problems={problems}
        onChange={(recipientEmail) => onEdit({ recipientEmail }, 'recipientEmail')}
      />
      <Field
        label={t`Message (optional)`}
        hint={t`Up to 500 characters.`}
        validationState={message ? 'error' : 'none'}
        validationMessage={message}
      >
        <Textarea
          id={fieldId('message')}
          name="message"
          value={values.message}
          resize="vertical"
          onChange={(_event, data) => onEdit({ message: data.value }, 'message')}
        />
      </Field>
    </div>
  );
}
