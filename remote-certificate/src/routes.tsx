import { Route, Routes } from '@portal/shared/router';
import { routes } from '@portal/shared';
import { StemCellKeyPage } from './pages/StemCellKeyPage';
import { UnderstandingStemCellKeyPage } from './pages/UnderstandingStemCellKeyPage';

/** This remote's pages. The host's router owns history; paths are the portal's own. */
export function RemoteRoutes() {
  return (
    <Routes>
      <Route path={routes.stemCellKey} element={<StemCellKeyPage />} />
      <Route path={routes.understandingStemCellKey} element={<UnderstandingStemCellKeyPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
