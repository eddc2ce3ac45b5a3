import { Route, Routes } from '@portal/shared/router';
import { routes } from '@portal/shared';
import { PickUpPage } from './pages/PickUpPage';

/** This remote's pages. The host's router owns history; paths are the portal's own. */
export function RemoteRoutes() {
  return (
    <Routes>
      <Route path={routes.pickUp} element={<PickUpPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
