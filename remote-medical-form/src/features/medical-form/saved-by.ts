import type { SavedByFragment } from './api/medical-form.generated';
import { intlLocale } from './display';

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

/**
 * "10:42 AM" (or "10:42 a. m." in Spanish): the time of a change on the parent's clock (the
 * browser's time zone), in the portal's language ('en' or 'es').
 */
export function formatSaveTime(instant: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { hour: 'numeric', minute: '2-digit' }).format(
    new Date(instant),
  );
}
