import type { SavedByFragment } from '../../graphql.generated';

/** The form's last save: who made it (another family member or the parent) and when. */
export interface LastSave {
  by: SavedByFragment;
  at: string;
}

/** The last save as the gateway answers it; null before the first save (or when not recorded). */
export function lastSaveOf(form: {
  updatedAt: string | null;
  updatedBy: SavedByFragment | null;
}): LastSave | null {
  return form.updatedAt && form.updatedBy ? { by: form.updatedBy, at: form.updatedAt } : null;
}

// The portal speaks US English (as every formatter of the portal); the time is the parent's own
// clock (the browser's time zone).
const clockTime = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** "10:42 AM": the time of a change on the parent's clock. */
export function formatSaveTime(instant: string): string {
  return clockTime.format(new Date(instant));
}

/** "Sam" or "you": who made a change, as the parent reads it. */
export const changedByName = (by: SavedByFragment) => (by.isViewer ? 'you' : by.firstName);
