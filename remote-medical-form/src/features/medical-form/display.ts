import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { FieldAnswer, FieldSpec } from '@portal/rules/medical-form';

const NOT_ANSWERED = msg`Not answered`;

/** The locale Intl formats with for the portal's language. */
export const intlLocale = (locale: string) => (locale === 'es' ? 'es-US' : 'en-US');

/** "June 1, 2026" (or "1 de junio de 2026"): a date answer (YYYY-MM-DD) as the parent reads it. */
export function formatDate(value: string, locale: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' });
}

/**
 * An answer as the summary shows it, in the parent's language (`spec` is the question as the
 * parent reads it, from `localizedField`).
 */
export function displayAnswer(i18n: I18n, spec: FieldSpec, value: FieldAnswer): string {
  switch (spec.kind) {
    case 'text':
    case 'phone':
      return typeof value === 'string' && value.trim() ? value.trim() : i18n._(NOT_ANSWERED);
    case 'date':
      return typeof value === 'string' && value
        ? formatDate(value, i18n.locale)
        : i18n._(NOT_ANSWERED);
    case 'choice': {
      const option = spec.options.find((candidate) => candidate.value === value);
      return option?.label ?? i18n._(NOT_ANSWERED);
    }
    case 'yesNo': {
      if (typeof value !== 'object' || !value.answer) return i18n._(NOT_ANSWERED);
      if (value.answer === 'no') return i18n._(msg`No`);
      const details = value.details?.trim();
      return details ? i18n._(msg`Yes: ${details}`) : i18n._(msg`Yes`);
    }
    case 'agree':
      return value === true ? i18n._(msg`Agreed`) : i18n._(NOT_ANSWERED);
  }
}
