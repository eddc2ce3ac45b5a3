import { useRef, useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { checkPickupRequest, type PickupProblem } from '@portal/rules/pickup';
import { useProblemText } from '@portal/shared';
import {
  Body1,
  Button,
  Field,
  Input,
  Link,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Subtitle1,
  makeStyles,
  tokens,
} from '@portal/shared/ui';
import { Checkbox, Radio, RadioGroup, Select, Textarea } from '@portal/shared/ui/inputs';
import type { PickupChecklistItem } from './api/pickup.generated';
import { timeZoneLabel } from './format-time';
import { pickupInputOf, timeZoneOptions, type PickupFormValues } from './pickup-form-values';
import { telHref } from './support-phone';

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
  pair: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
    // A text input is as wide as its default 20 characters unless allowed to shrink: two side
    // by side were wider than a 375 px screen.
    '& > *, & .fui-Input': { minWidth: 0 },
  },
  // A select is as wide as its longest option (a Spanish time zone's name is long): it fits the
  // form instead, and a long option is cut in the closed select, whole in its list.
  select: { minWidth: 0, maxWidth: '100%', '& select': { minWidth: 0, textOverflow: 'ellipsis' } },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  heading: { margin: 0 },
});

const CHECKLIST: { item: PickupChecklistItem; label: MessageDescriptor }[] = [
  { item: 'PAPERWORK_SIGNED', label: msg`The paperwork is signed and in the kit` },
  {
    item: 'MATERNAL_BLOOD_TUBES',
    label: msg({
      message: 'The maternal blood tubes are in the kit',
      comment: 'Review: clinical',
    }),
  },
  {
    item: 'ROOM_TEMPERATURE',
    label: msg({
      message: 'The kit is kept at room temperature, not in a fridge',
      comment: 'Review: clinical',
    }),
  },
];

export type FieldProblems = Partial<Record<string, string>>;

export interface PickupFormProps {
  initial: PickupFormValues;
  mode: 'new' | 'change';
  supportPhone: string;
  submitting: boolean;
  /** Problems the gateway found (field -> message), and a too-late refusal. */
  serverProblems: PickupProblem[];
  onSubmit: (values: PickupFormValues) => void;
  onKeep?: () => void;
}

/** The request form: the shared rules run on submit, each message beside its field. */
export function PickupForm(props: PickupFormProps) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const problemText = useProblemText();
  const [values, setValues] = useState(props.initial);
  const [clientProblems, setClientProblems] = useState<PickupProblem[] | null>(null);
  const tooLateRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { supportPhone } = props;
  const problems = clientProblems ?? props.serverProblems;
  const messageOf = (field: string) => {
    const problem = problems.find((candidate) => candidate.field === field);
    return problem ? problemText(problem) : undefined;
  };
  const tooLate = problems.find((problem) => problem.reason === 'TOO_LATE');

  const set = <K extends keyof PickupFormValues>(key: K, value: PickupFormValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));
  const text = (key: keyof PickupFormValues) => ({
    value: String(values[key]),
    onChange: (_event: unknown, data: { value: string }) =>
      set(key, data.value as PickupFormValues[typeof key]),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkPickupRequest(pickupInputOf(values), {
      now: new Date(),
      supportPhone: props.supportPhone,
    });
    if (!check.ok) {
      setClientProblems(check.problems);
      // Move focus to what needs attention: the call-support message, or the first bad field.
      requestAnimationFrame(() => {
        if (check.tooLate) {
          tooLateRef.current?.focus();
          return;
        }
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      });
      return;
    }
    setClientProblems(null);
    props.onSubmit(values);
  };

  const field = (name: string) => {
    const message = messageOf(name);
    return message ? { validationMessage: message, validationState: 'error' as const } : {};
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      {tooLate && (
        <div ref={tooLateRef} tabIndex={-1}>
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>
                <Trans>Please call us now</Trans>
              </MessageBarTitle>
              {problemText(tooLate)}{' '}
              <Link href={telHref(supportPhone)}>
                <Trans>Call {supportPhone}</Trans>
              </Link>
            </MessageBarBody>
          </MessageBar>
        </div>
      )}

      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Subtitle1 as="h2" className={styles.heading}>
            <Trans>Birth and collection</Trans>
          </Subtitle1>
        </legend>
        <Field
          label={t`Hospital time zone`}
          hint={t`Enter every time as the hospital clock shows it.`}
          {...field('timeZone')}
        >
          <Select
            className={styles.select}
            value={values.timeZone}
            onChange={(_event, data) => set('timeZone', data.value)}
          >
            {timeZoneOptions(values.timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {timeZoneLabel(zone, i18n.locale)}
              </option>
            ))}
          </Select>
        </Field>
        <div className={styles.pair}>
          <Field label={t`Date of birth`} required {...field('birthDate')}>
            <Input type="date" {...text('birthDate')} />
          </Field>
          <Field label={t`Time of birth`} required {...field('birthTime')}>
            <Input type="time" {...text('birthTime')} />
          </Field>
        </div>
        <div className={styles.pair}>
          <Field label={t`Date of the cord blood collection`} required {...field('collectionDate')}>
            <Input type="date" {...text('collectionDate')} />
          </Field>
          <Field label={t`Time of the collection`} required {...field('collectionTime')}>
            <Input type="time" {...text('collectionTime')} />
          </Field>
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Subtitle1 as="h2" className={styles.heading}>
            <Trans>Where the courier picks up the kit</Trans>
          </Subtitle1>
        </legend>
        <Field label={t`Pick-up place`} required {...field('locationType')}>
          <RadioGroup
            value={values.locationType}
            onChange={(_event, data) => set('locationType', data.value as 'HOSPITAL' | 'HOME')}
          >
            <Radio value="HOSPITAL" label={t`Hospital`} />
            <Radio value="HOME" label={t`Home`} />
          </RadioGroup>
        </Field>
        <Field
          label={values.locationType === 'HOSPITAL' ? t`Hospital name` : t`Name on the door`}
          required
          {...field('place')}
        >
          <Input autoComplete="off" {...text('place')} />
        </Field>
        <Field label={t`Address`} required {...field('address')}>
          <Textarea autoComplete="street-address" resize="vertical" {...text('address')} />
        </Field>
        <div className={styles.pair}>
          <Field label={t`Floor or unit (optional)`} {...field('floorUnit')}>
            <Input {...text('floorUnit')} />
          </Field>
          <Field label={t`Room (optional)`} {...field('room')}>
            <Input {...text('room')} />
          </Field>
        </div>
        <Field label={t`Where is the kit?`} required {...field('kitLocation')}>
          <RadioGroup
            value={values.kitLocation}
            onChange={(_event, data) =>
              set('kitLocation', data.value as 'WITH_PARENT' | 'NURSES_STATION')
            }
          >
            <Radio value="WITH_PARENT" label={t`With me`} />
            <Radio value="NURSES_STATION" label={t`At the nurses’ station`} />
          </RadioGroup>
        </Field>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Subtitle1 as="h2" className={styles.heading}>
            <Trans>How the courier reaches you</Trans>
          </Subtitle1>
        </legend>
        <Field
          label={t`Mobile number`}
          required
          hint={t`The courier calls this number.`}
          {...field('contactPhone')}
        >
          <Input type="tel" autoComplete="tel" {...text('contactPhone')} />
        </Field>
        <Field label={t`Other phone number (optional)`} {...field('alternatePhone')}>
          <Input type="tel" {...text('alternatePhone')} />
        </Field>
        <Field
          label={t`Notes for the courier (optional)`}
          hint={t`Parking, entrance, visiting hours. Please leave out medical details.`}
          {...field('notes')}
        >
          <Textarea resize="vertical" {...text('notes')} />
        </Field>
        <Field label={t`When should the courier come?`} {...field('preferredWindowStart')}>
          <RadioGroup
            value={values.windowMode}
            onChange={(_event, data) => set('windowMode', data.value as 'ASAP' | 'LATER')}
          >
            <Radio value="ASAP" label={t`As soon as possible`} />
            <Radio value="LATER" label={t`From a later time`} />
          </RadioGroup>
        </Field>
        {values.windowMode === 'LATER' && (
          <Field label={t`Earliest pick-up time`} hint={t`The courier comes within 4 hours of it.`}>
            <Input type="datetime-local" {...text('preferredWindowStart')} />
          </Field>
        )}
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Subtitle1 as="h2" className={styles.heading}>
            <Trans>Before the courier comes</Trans>
          </Subtitle1>
        </legend>
        <Field label={t`Please confirm each item`} required {...field('checklist')}>
          <div>
            {CHECKLIST.map(({ item, label }) => (
              <Checkbox
                key={item}
                label={i18n._(label)}
                checked={values.checklist.includes(item)}
                onChange={(_event, data) =>
                  set(
                    'checklist',
                    data.checked
                      ? [...values.checklist, item]
                      : values.checklist.filter((checked) => checked !== item),
                  )
                }
              />
            ))}
          </div>
        </Field>
      </fieldset>

      {problems.length > 0 && !tooLate && (
        <Body1 role="status">
          <Trans>Please check the highlighted answers.</Trans>
        </Body1>
      )}
      <div className={styles.actions}>
        <Button appearance="primary" type="submit" disabled={props.submitting}>
          {props.mode === 'change' ? (
            <Trans>Save the changes</Trans>
          ) : (
            <Trans>Request the pick-up</Trans>
          )}
        </Button>
        {props.onKeep && (
          <Button type="button" onClick={props.onKeep}>
            <Trans>Keep my request as it is</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}
