import { Field, Subtitle1, makeStyles, tokens } from '@portal/shared/ui';
import { Checkbox } from '@portal/shared/ui/inputs';
import type { NotificationKind } from './api/contact-settings.generated';
import type { BindField, KindChoice } from './contact-settings-values';
import { NOTIFICATION_KINDS, NOTIFICATION_KIND_LABELS } from './notification-kind-labels';
import { Trans, useLingui } from '@lingui/react/macro';

const useStyles = makeStyles({
  section: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  heading: { margin: 0 },
  kinds: { display: 'grid', gap: tokens.spacingVerticalM },
  kind: {
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    margin: 0,
    padding: 0,
    paddingBottom: tokens.spacingVerticalM,
    minWidth: 0,
    border: 'none',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  legend: {
    padding: 0,
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    fontWeight: tokens.fontWeightSemibold,
  },
  channels: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'start',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalXS,
  },
  channel: { minWidth: 0 },
});

interface NotificationChoicesProps {
  choices: Record<NotificationKind, KindChoice>;
  bind: BindField;
  onChoice: (kind: NotificationKind, channel: keyof KindChoice, on: boolean) => void;
}

/**
 * For each kind of notification (a group named by its label), whether it is also sent by
 * email and by text message; a problem with a choice shows under its checkbox.
 */
export function NotificationChoices({ choices, bind, onChoice }: NotificationChoicesProps) {
  const styles = useStyles();
  const { t, i18n } = useLingui();

  const channel = (kind: NotificationKind, index: number, name: keyof KindChoice) => {
    const { controlRef, ...shown } = bind(`preferences.${index}.${name}`);
    return (
      <Field className={styles.channel} {...shown}>
        <Checkbox
          ref={controlRef}
          label={name === 'email' ? t`Email` : t`Text message`}
          checked={choices[kind][name]}
          onChange={(_, data) => onChoice(kind, name, data.checked === true)}
        />
      </Field>
    );
  };

  return (
    <section className={styles.section} aria-labelledby="notification-choices-title">
      <Subtitle1 as="h2" id="notification-choices-title" className={styles.heading}>
        <Trans>How you hear about each update</Trans>
      </Subtitle1>
      <div className={styles.kinds}>
        {NOTIFICATION_KINDS.map((kind, index) => (
          <fieldset key={kind} className={styles.kind}>
            <legend className={styles.legend}>{i18n._(NOTIFICATION_KIND_LABELS[kind])}</legend>
            <div className={styles.channels}>
              {channel(kind, index, 'email')}
              {channel(kind, index, 'sms')}
            </div>
          </fieldset>
        ))}
      </div>
    </section>
  );
}
