import type { ContactPreferencesInput as RuleInput } from '@portal/rules/contact';
import { SHIPPING_COUNTRIES } from '@portal/rules/commerce';
import type {
  NotificationKind,
  NotificationPreferenceInput,
} from './api/contact-settings.generated';
import type { NotificationSettings } from './api/use-notification-settings';
import { NOTIFICATION_KINDS } from './notification-kind-labels';

export interface AddressValues {
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

export interface KindChoice {
  email: boolean;
  sms: boolean;
}

/** What the page's form holds, exactly as typed. */
export interface ContactSettingsValues {
  mobilePhone: string;
  address: AddressValues;
  choices: Record<NotificationKind, KindChoice>;
}

const DEFAULT_COUNTRY = SHIPPING_COUNTRIES[0].code;
const isCountry = (code: string) => SHIPPING_COUNTRIES.some((country) => country.code === code);

/** The form's values from the settings the gateway holds (no address: empty lines, US). */
export function valuesOf(settings: NotificationSettings): ContactSettingsValues {
  const address = settings.mailingAddress;
  const chosen = new Map(settings.notificationPreferences.map((choice) => [choice.kind, choice]));
  return {
    mobilePhone: settings.mobilePhone ?? '',
    address: {
      line1: address?.line1 ?? '',
      line2: address?.line2 ?? '',
      city: address?.city ?? '',
      region: address?.region ?? '',
      postalCode: address?.postalCode ?? '',
      country: address && isCountry(address.country) ? address.country : DEFAULT_COUNTRY,
    },
    choices: Object.fromEntries(
      NOTIFICATION_KINDS.map((kind) => [
        kind,
        { email: chosen.get(kind)?.email ?? false, sms: chosen.get(kind)?.sms ?? false },
      ]),
    ) as Record<NotificationKind, KindChoice>,
  };
}

/**
 * What the form asks to save, for the shared rule: the number as typed, no address when its
 * lines are all empty (any line typed is checked), and the choice for every kind (in the order of
 * NOTIFICATION_KINDS, so `preferences.N` is the Nth kind).
 */
export function draftOf(values: ContactSettingsValues): RuleInput & {
  preferences: NotificationPreferenceInput[];
} {
  // Any line typed makes it an address to check (the rule names the lines still missing).
  const { line1, line2, city, region, postalCode } = values.address;
  const noAddress = [line1, line2, city, region, postalCode].every((line) => line.trim() === '');
  return {
    mobilePhone: values.mobilePhone,
    mailingAddress: noAddress ? null : { ...values.address },
    preferences: NOTIFICATION_KINDS.map((kind) => ({ kind, ...values.choices[kind] })),
  };
}

export const ADDRESS_LINES = ['line1', 'line2', 'city', 'region', 'postalCode', 'country'] as const;

/**
 * Every field a problem can name, in the page's order: the first of them in error is focused.
 * `preferences.N.sms` is the Nth kind's "Text message".
 */
export const FIELD_ORDER: readonly string[] = [
  'mobilePhone',
  ...ADDRESS_LINES.map((line) => `mailingAddress.${line}`),
  ...NOTIFICATION_KINDS.flatMap((_, index) => [
    `preferences.${index}.email`,
    `preferences.${index}.sms`,
  ]),
];

/** What a field shows of its problem, and where its control is (to focus it). */
export interface FieldBinding {
  controlRef: (element: HTMLElement | null) => void;
  validationMessage: string | undefined;
  validationState: 'error' | 'none';
}

export type BindField = (path: string) => FieldBinding;
