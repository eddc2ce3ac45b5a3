import { Route, Routes } from '@portal/shared/router';
import { routes } from '@portal/shared';
import { MedicalFormPage } from './pages/MedicalFormPage';

/** This remote's pages. The host's router owns history; paths are the portal's own. */
export function RemoteRoutes() {
  return (
    <Routes>
      <Route path={routes.medicalForm} element={<MedicalFormPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
