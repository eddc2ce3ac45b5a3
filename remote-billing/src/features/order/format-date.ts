import { intlLocale } from '../../common/checkout/intl-locale';

/** A due date (`2027-03-01`) as the parent reads it in their language ("March 1, 2027"). */
export function formatDueDate(dueDate: string, locale: string): string {
  const date = new Date(`${dueDate}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dueDate) || Number.isNaN(date.getTime())) return dueDate;
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
    date,
  );
}
