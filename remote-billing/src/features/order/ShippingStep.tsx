import { useLingui } from '@lingui/react/macro';
import { SHIPPING_COUNTRIES, type CommerceProblem } from '@portal/rules/commerce';
import { makeStyles, tokens } from '@portal/shared/ui';
import { countryName } from './address-lines';
import { SelectField, TextField } from '../../common/checkout/FormFields';
import type { OrderValues } from './order-values';

const useStyles = makeStyles({
  fields: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalM },
  pair: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    // Side by side where two inputs fit (Fluent's inputs have a minimum width), else stacked.
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
  },
});

type Address = OrderValues['shippingAddress'];

interface Props {
  address: Address;
  problems: readonly CommerceProblem[];
  onEdit: (address: Address, field: string) => void;
}

/** Where the collection kit is shipped. */
export function ShippingStep({ address, problems, onEdit }: Props) {
  const styles = useStyles();
  const { i18n, t } = useLingui();
  const edit = (key: keyof Address) => (value: string) =>
    onEdit({ ...address, [key]: value }, `shippingAddress.${key}`);
  return (
    <div className={styles.fields}>
      <TextField
        path="shippingAddress.line1"
        label={t`Street address`}
        required
        autoComplete="address-line1"
        value={address.line1}
        problems={problems}
        onChange={edit('line1')}
      />
      <TextField
        path="shippingAddress.line2"
        label={t`Apartment, suite or unit (optional)`}
        autoComplete="address-line2"
        value={address.line2}
        problems={problems}
        onChange={edit('line2')}
      />
      <div className={styles.pair}>
        <TextField
          path="shippingAddress.city"
          label={t`City`}
          required
          autoComplete="address-level2"
          value={address.city}
          problems={problems}
          onChange={edit('city')}
        />
        <TextField
          path="shippingAddress.region"
          label={t`State, province or region`}
          required
          autoComplete="address-level1"
          value={address.region}
          problems={problems}
          onChange={edit('region')}
        />
      </div>
      <div className={styles.pair}>
        <TextField
          path="shippingAddress.postalCode"
          label={t`ZIP or postal code`}
          required
          autoComplete="postal-code"
          value={address.postalCode}
          problems={problems}
          onChange={edit('postalCode')}
        />
        <SelectField
          path="shippingAddress.country"
          label={t`Country`}
          autoComplete="country"
          value={address.country}
          problems={problems}
          onChange={edit('country')}
        >
          {SHIPPING_COUNTRIES.map((country) => (
            <option key={country.code} value={country.code}>
              {countryName(country.code, i18n.locale)}
            </option>
          ))}
        </SelectField>
      </div>
    </div>
  );
}
