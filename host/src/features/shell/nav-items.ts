import { routes } from '@portal/shared';

export interface InternalNavItem {
  kind: 'internal';
  label: string;
  to: string;
  /** Paths for which this item is the active one. */
  activeFor: string[];
}

/** The side navigation's own pages, in the spec's order. */
export const internalNavItems: InternalNavItem[] = [
  { kind: 'internal', label: 'Home', to: routes.dashboard, activeFor: [routes.dashboard] },
  {
    kind: 'internal',
    label: 'Medical Health Form',
    to: routes.medicalForm,
    activeFor: [routes.medicalForm],
  },
  { kind: 'internal', label: 'Request Kit Pick Up', to: routes.pickUp, activeFor: [routes.pickUp] },
  {
    kind: 'internal',
    label: 'Stem Cell Certificate',
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
