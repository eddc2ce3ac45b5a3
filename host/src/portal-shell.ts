// The lazily loaded part of the host that only /portal needs (see routes.tsx).
export { PortalShell } from './features/shell/PortalShell';
export { DashboardPage } from './pages/DashboardPage';
