import { useLingui } from '@lingui/react/macro';
import type { CommerceProblem } from '@portal/rules/commerce';
import { DUE_DATE_MAX_DAYS_AHEAD } from '@portal/rules/commerce';
import { makeStyles, tokens } from '@portal/shared/ui';
import { TextField } from '../../common/checkout/FormFields';
import type { OrderValues } from './order-values';

const useStyles = makeStyles({
  fields: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalM },
});

interface Props {
  values: OrderValues;
  problems: readonly CommerceProblem[];
  onEdit: (change: Partial<OrderValues>, field: string) => void;
}

export function OrderDetailsStep({ values, problems, onEdit }: Props) {
  const styles = useStyles();
  const { t } = useLingui();
  const weeks = DUE_DATE_MAX_DAYS_AHEAD / 7;
  return (
    <div className={styles.fields}>
      <TextField
        path="parentName"
        label={t`Your full name`}
        required
        autoComplete="name"
        value={values.parentName}
        problems={problems}
        onChange={(parentName) => onEdit({ parentName }, 'parentName')}
      />
      <TextField
        path="phone"
        label={t`Phone number`}
        hint={t`We call this number about the kit and the pick-up.`}
        required
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        value={values.phone}
        problems={problems}
        onChange={(phone) => onEdit({ phone }, 'phone')}
      />
      <TextField
        path="dueDate"
        label={t`Baby's due date`}
        hint={t`The kit is shipped well before it; up to ${weeks} weeks ahead.`}
        required
        type="date"
        value={values.dueDate}
        problems={problems}
        onChange={(dueDate) => onEdit({ dueDate }, 'dueDate')}
      />
    </div>
  );
}
