/** Words and dates of the "Family access" card and the invitation page. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@portal/shared';
import { intlLocale } from '../../ui/intl-locale';

/**
 * `November 27, 2026`, in the reader's time zone: when someone joined or was invited is a
 * moment, shown as the day it was for the parent reading it (`locale`: the portal's language).
 */
export function formatFamilyDate(isoDateTime: string, locale: string = i18n.locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long' }).format(
    new Date(isoDateTime),
  );
}

const A_FAMILY_MEMBER = msg`A family member`;

/** A member as people know them: their name, else their email, else a plain word. */
export function memberName(
  member: { name: string | null; email: string | null },
  translate: (descriptor: MessageDescriptor) => string = (descriptor) => i18n._(descriptor),
): string {
  return member.name?.trim() || member.email?.trim() || translate(A_FAMILY_MEMBER);
}

/** What each place in a child's family is called. */
export const ROLE_NAMES = { HOLDER: msg`Account holder`, GUARDIAN: msg`Guardian` } as const;
