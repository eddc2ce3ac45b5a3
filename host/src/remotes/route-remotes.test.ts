import { routes } from '@portal/shared';
import { REMOTE_ROUTES, remoteForPath } from './route-remotes';

it('knows which remote renders each route of a remote, so the boot can preload it', () => {
  expect(remoteForPath(routes.login)).toBe('auth');
  expect(remoteForPath(`${routes.verifyEmail}/`)).toBe('auth');
  expect(remoteForPath(routes.pickUp)).toBe('pickup');
  expect(remoteForPath(routes.understandingStemCellKey)).toBe('certificate');
  expect(remoteForPath(routes.giftConfirmation)).toBe('billing');
  expect(remoteForPath(routes.medicalForm)).toBe('medical_form');
  expect(remoteForPath(routes.dashboard)).toBeNull();
  expect(remoteForPath(routes.familyJoin)).toBeNull();
  expect(remoteForPath('/portal/nowhere')).toBeNull();
});

it("gives every route of the spec except the host's own pages and not-found to exactly one remote", () => {
  const assigned = Object.values(REMOTE_ROUTES).flat();
  expect(new Set(assigned).size).toBe(assigned.length);
  // The host renders the dashboard and the family invitation's page itself.
  const hostPages: string[] = [
    routes.dashboard,
    routes.familyJoin,
    routes.notificationSettings,
    routes.notFound,
  ];
  const expected = Object.values(routes).filter((path) => !hostPages.includes(path));
  expect([...assigned].sort()).toEqual([...expected].sort());
});
