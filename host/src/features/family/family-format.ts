/** Words and dates of the "Family access" card and the invitation page. */

/**
 * `November 27, 2026`, in the reader's time zone: when someone joined or was invited is a
 * moment, shown as the day it was for the parent reading it.
 */
export function formatFamilyDate(isoDateTime: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(isoDateTime));
}

/** A member as people know them: their name, else their email, else a plain word. */
export function memberName(member: { name: string | null; email: string | null }): string {
  return member.name?.trim() || member.email?.trim() || 'A family member';
}

/** What each place in a child's family is called. */
export const ROLE_NAMES = { HOLDER: 'Account holder', GUARDIAN: 'Guardian' } as const;
