import { displayableName } from './registration-rules.js';

/** The name shown in "Saved by Sam, 10:42": the first word of the registered name, else the email's local part. */
export function firstNameOf(name: string | null, email: string | null): string {
  const registered = displayableName(name)?.trim().split(/\s+/)[0];
  if (registered) return registered;
  const local = email?.split('@')[0]?.trim();
  return local || 'A family member';
}

/** Who made a change, as the schema's ChangedBy (null when it was not recorded). */
export function changedByOf(
  who: { uid: string | null; name: string | null; email: string | null },
  viewerUid: string,
): { firstName: string; isViewer: boolean } | null {
  if (!who.uid) return null;
  return { firstName: firstNameOf(who.name, who.email), isViewer: who.uid === viewerUid };
}
