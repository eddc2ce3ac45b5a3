import { Route, Routes } from '@portal/shared/router';
import { routes } from '@portal/shared';
import { DocumentsPage } from './pages/DocumentsPage';

/** This remote's pages. The host's router owns history; paths are the portal's own. */
export function RemoteRoutes() {
  return (
    <Routes>
      <Route path={routes.documents} element={<DocumentsPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
