import { useRef, useState, type FormEvent } from 'react';
import { checkPickupRequest, type PickupProblem } from '@portal/rules/pickup';
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
import type { PickupChecklistItem } from '../../graphql.generated';
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
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  heading: { margin: 0 },
});

const CHECKLIST: { item: PickupChecklistItem; label: string }[] = [
  { item: 'PAPERWORK_SIGNED', label: 'The paperwork is signed and in the kit' },
  { item: 'MATERNAL_BLOOD_TUBES', label: 'The maternal blood tubes are in the kit' },
  { item: 'ROOM_TEMPERATURE', label: 'The kit is kept at room temperature, not in a fridge' },
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
  const [values, setValues] = useState(props.initial);
  const [clientProblems, setClientProblems] = useState<PickupProblem[] | null>(null);
  const tooLateRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const problems = clientProblems ?? props.serverProblems;
  const messageOf = (field: string) => problems.find((problem) => problem.field === field)?.message;
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
              <MessageBarTitle>Please call us now</MessageBarTitle>
              {tooLate.message}{' '}
              <Link href={telHref(props.supportPhone)}>Call {props.supportPhone}</Link>
            </MessageBarBody>
          </MessageBar>
        </div>
      )}

      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Subtitle1 as="h2" className={styles.heading}>
            Birth and collection
          </Subtitle1>
        </legend>
        <Field
          label="Hospital time zone"
          hint="Enter every time as the hospital clock shows it."
          {...field('timeZone')}
        >
          <Select value={values.timeZone} onChange={(_event, data) => set('timeZone', data.value)}>
            {timeZoneOptions(values.timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {zone.replace(/_/g, ' ')}
              </option>
            ))}
          </Select>
        </Field>
        <div className={styles.pair}>
          <Field label="Date of birth" required {...field('birthDate')}>
            <Input type="date" {...text('birthDate')} />
          </Field>
          <Field label="Time of birth" required {...field('birthTime')}>
            <Input type="time" {...text('birthTime')} />
          </Field>
        </div>
        <div className={styles.pair}>
          <Field label="Date of the cord blood collection" required {...field('collectionDate')}>
            <Input type="date" {...text('collectionDate')} />
          </Field>
          <Field label="Time of the collection" required {...field('collectionTime')}>
            <Input type="time" {...text('collectionTime')} />
          </Field>
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Subtitle1 as="h2" className={styles.heading}>
            Where the courier picks up the kit
          </Subtitle1>
        </legend>
        <Field label="Pick-up place" required {...field('locationType')}>
          <RadioGroup
            value={values.locationType}
            onChange={(_event, data) => set('locationType', data.value as 'HOSPITAL' | 'HOME')}
          >
            <Radio value="HOSPITAL" label="Hospital" />
            <Radio value="HOME" label="Home" />
          </RadioGroup>
        </Field>
        <Field
          label={values.locationType === 'HOSPITAL' ? 'Hospital name' : 'Name on the door'}
          required
          {...field('place')}
        >
          <Input autoComplete="off" {...text('place')} />
        </Field>
        <Field label="Address" required {...field('address')}>
          <Textarea autoComplete="street-address" resize="vertical" {...text('address')} />
        </Field>
        <div className={styles.pair}>
          <Field label="Floor or unit (optional)" {...field('floorUnit')}>
            <Input {...text('floorUnit')} />
          </Field>
          <Field label="Room (optional)" {...field('room')}>
            <Input {...text('room')} />
          </Field>
        </div>
        <Field label="Where is the kit?" required {...field('kitLocation')}>
          <RadioGroup
            value={values.kitLocation}
            onChange={(_event, data) =>
              set('kitLocation', data.value as 'WITH_PARENT' | 'NURSES_STATION')
            }
          >
            <Radio value="WITH_PARENT" label="With me" />
            <Radio value="NURSES_STATION" label="At the nurses’ station" />
          </RadioGroup>
        </Field>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Subtitle1 as="h2" className={styles.heading}>
            How the courier reaches you
          </Subtitle1>
        </legend>
        <Field
          label="Mobile number"
          required
          hint="The courier calls this number."
          {...field('contactPhone')}
        >
          <Input type="tel" autoComplete="tel" {...text('contactPhone')} />
        </Field>
        <Field label="Other phone number (optional)" {...field('alternatePhone')}>
          <Input type="tel" {...text('alternatePhone')} />
        </Field>
        <Field
          label="Notes for the courier (optional)"
          hint="Parking, entrance, visiting hours. Please leave out medical details."
          {...field('notes')}
        >
          <Textarea resize="vertical" {...text('notes')} />
        </Field>
        <Field label="When should the courier come?" {...field('preferredWindowStart')}>
          <RadioGroup
            value={values.windowMode}
            onChange={(_event, data) => set('windowMode', data.value as 'ASAP' | 'LATER')}
          >
            <Radio value="ASAP" label="As soon as possible" />
            <Radio value="LATER" label="From a later time" />
          </RadioGroup>
        </Field>
        {values.windowMode === 'LATER' && (
          <Field label="Earliest pick-up time" hint="The courier comes within 4 hours of it.">
            <Input type="datetime-local" {...text('preferredWindowStart')} />
          </Field>
        )}
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Subtitle1 as="h2" className={styles.heading}>
            Before the courier comes
          </Subtitle1>
        </legend>
        <Field label="Please confirm each item" required {...field('checklist')}>
          <div>
            {CHECKLIST.map(({ item, label }) => (
              <Checkbox
                key={item}
                label={label}
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
        <Body1 role="status">Please check the highlighted answers.</Body1>
      )}
      <div className={styles.actions}>
        <Button appearance="primary" type="submit" disabled={props.submitting}>
          {props.mode === 'change' ? 'Save the changes' : 'Request the pick-up'}
        </Button>
        {props.onKeep && (
          <Button type="button" onClick={props.onKeep}>
            Keep my request as it is
          </Button>
        )}
      </div>
    </form>
  );
}
