import { SHIPPING_COUNTRIES } from '@portal/rules/commerce';
import { mediaUp } from '@portal/shared';
import { Field, Input, Subtitle1, makeStyles, tokens } from '@portal/shared/ui';
import { Select } from '@portal/shared/ui/inputs';
import type { AddressValues, BindField } from './contact-settings-values';
import { Trans, useLingui } from '@lingui/react/macro';
import { intlLocale } from '../../ui/intl-locale';

const useStyles = makeStyles({
  section: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  heading: { margin: 0 },
  group: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    border: 'none',
    margin: 0,
    padding: 0,
    minWidth: 0,
  },
  legend: {
    padding: 0,
    marginBottom: tokens.spacingVerticalS,
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    fontWeight: tokens.fontWeightSemibold,
  },
  // One column on a phone; city, state and ZIP side by side from the md breakpoint.
  row: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    gridTemplateColumns: 'minmax(0, 1fr)',
    [mediaUp('md')]: {
      columnGap: tokens.spacingHorizontalM,
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)',
    },
  },
  // A text input is as wide as its 20 characters unless allowed to shrink.
  field: { minWidth: 0, '& .fui-Input, & .fui-Select': { minWidth: 0 } },
});

interface ContactDetailsFieldsProps {
  mobilePhone: string;
  address: AddressValues;
  bind: BindField;
  onMobilePhone: (value: string) => void;
  onAddress: (line: keyof AddressValues, value: string) => void;
}

/** The mobile number for text messages and the optional mailing address. */
export function ContactDetailsFields({
  mobilePhone,
  address,
  bind,
  onMobilePhone,
  onAddress,
}: ContactDetailsFieldsProps) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  // Each country as the parent's language names it (the rule's English name otherwise).
  const regions = new Intl.DisplayNames([intlLocale(i18n.locale)], { type: 'region' });

  const line = (name: keyof AddressValues, label: string, autoComplete: string) => {
    const { controlRef, ...shown } = bind(`mailingAddress.${name}`);
    return (
      <Field className={styles.field} label={label} {...shown}>
        <Input
          ref={controlRef}
          value={address[name]}
          autoComplete={autoComplete}
          onChange={(_, data) => onAddress(name, data.value)}
        />
      </Field>
    );
  };

  const phone = bind('mobilePhone');
  const country = bind('mailingAddress.country');

  return (
    <section className={styles.section} aria-labelledby="contact-details-title">
      <Subtitle1 as="h2" id="contact-details-title" className={styles.heading}>
        <Trans>Contact details</Trans>
      </Subtitle1>
      <Field
        className={styles.field}
        label={t`Mobile number`}
        hint={t`For text messages, for example +1 916 555 0142.`}
        validationMessage={phone.validationMessage}
        validationState={phone.validationState}
      >
        <Input
          ref={phone.controlRef}
          type="tel"
          value={mobilePhone}
          autoComplete="tel"
          onChange={(_, data) => onMobilePhone(data.value)}
        />
      </Field>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Trans>Mailing address (optional)</Trans>
        </legend>
        {line('line1', t`Street address`, 'address-line1')}
        {line('line2', t`Apartment, suite or unit (optional)`, 'address-line2')}
        <div className={styles.row}>
          {line('city', t`City`, 'address-level2')}
          {line('region', t`State or province`, 'address-level1')}
          {line('postalCode', t`ZIP or postal code`, 'postal-code')}
        </div>
        <Field
          className={styles.field}
          label={t`Country`}
          validationMessage={country.validationMessage}
          validationState={country.validationState}
        >
          <Select
            ref={country.controlRef}
            value={address.country}
            autoComplete="country"
            onChange={(_, data) => onAddress('country', data.value)}
          >
            {SHIPPING_COUNTRIES.map(({ code, name }) => (
              <option key={code} value={code}>
                {regions.of(code) ?? name}
              </option>
            ))}
          </Select>
        </Field>
      </fieldset>
    </section>
  );
}
