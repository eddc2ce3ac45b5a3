import { lazy } from 'react';
import { withPageTexts } from '../i18n/host-pages';

// The shell's dialogs (and Fluent's dialogs with them) load when a parent first opens one, so
// the first load of /portal carries no dialog code. Like every Dialog of the portal they are
// mounted only while open.
export const SupportDialog = lazy(() =>
  withPageTexts(() => import('./SupportDialog')).then((m) => ({ default: m.SupportDialog })),
);
export const ProfileDialog = lazy(() =>
  withPageTexts(() => import('./ProfileDialog')).then((m) => ({ default: m.ProfileDialog })),
);
