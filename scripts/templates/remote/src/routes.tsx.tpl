import { Route, Routes } from '@portal/shared/router';
import { routes } from '@portal/shared';
import { __PAGE__ } from './pages/__PAGE__';

/** This remote's pages. The host's router owns history; paths are the portal's own. */
export function RemoteRoutes() {
  return (
    <Routes>
      <Route path={routes.__KEY__} element={<__PAGE__ />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
