import { Route, Routes } from '@portal/shared/router';
import { routes } from '@portal/shared';
import { ReleasePage } from './pages/ReleasePage';

/** This remote's pages. The host's router owns history; paths are the portal's own. */
export function RemoteRoutes() {
  return (
    <Routes>
      <Route path={routes.release} element={<ReleasePage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
