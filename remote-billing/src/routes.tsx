import { Route, Routes } from '@portal/shared/router';
import { routes } from '@portal/shared';
import { OrderPage } from './pages/OrderPage';
import { OrderConfirmationPage } from './pages/OrderConfirmationPage';
import { GiftPage } from './pages/GiftPage';
import { GiftConfirmationPage } from './pages/GiftConfirmationPage';
import { PurchasePage } from './pages/PurchasePage';

/** This remote's pages. The host's router owns history; paths are the portal's own. */
export function RemoteRoutes() {
  return (
    <Routes>
      <Route path={routes.order} element={<OrderPage />} />
      <Route path={routes.orderConfirmation} element={<OrderConfirmationPage />} />
      <Route path={routes.gift} element={<GiftPage />} />
      <Route path={routes.giftConfirmation} element={<GiftConfirmationPage />} />
      <Route path={routes.purchase} element={<PurchasePage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
