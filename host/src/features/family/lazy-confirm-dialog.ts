import { lazy } from 'react';

// The confirmation (and the portal's dialogs with it) loads when a parent first asks to remove
// someone or to leave, so the dashboard's first load carries no dialog code.
export const ConfirmDialog = lazy(() =>
  import('./ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })),
);
