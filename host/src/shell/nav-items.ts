import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { routes } from '@portal/shared';

export interface InternalNavItem {
  kind: 'internal';
  /** The item's words (the spec's English; translated where it is drawn). */
  label: MessageDescriptor;
  to: string;
  /** Paths for which this item is the active one. */
  activeFor: string[];
}

/** The side navigation's own pages, in the spec's order. */
export const internalNavItems: InternalNavItem[] = [
  { kind: 'internal', label: msg`Home`, to: routes.dashboard, activeFor: [routes.dashboard] },
  {
    kind: 'internal',
    label: msg`Medical Health Form`,
    to: routes.medicalForm,
    activeFor: [routes.medicalForm],
  },
  {
    kind: 'internal',
    label: msg`Request Kit Pick Up`,
    to: routes.pickUp,
    activeFor: [routes.pickUp],
  },
  {
    kind: 'internal',
    label: msg`Stem Cell Certificate`,
    to: routes.stemCellKey,
    activeFor: [routes.stemCellKey, routes.understandingStemCellKey],
  },
];

/** The active item follows the path: an exact match, or a sub-path of a page's route. */
export function isActive(item: InternalNavItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return item.activeFor.some((route) =>
    route === routes.dashboard ? path === route : path === route || path.startsWith(`${route}/`),
  );
}
