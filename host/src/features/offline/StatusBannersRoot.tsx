import { createRoot } from 'react-dom/client';
import { PortalProviders } from '@portal/shared';
import { useConnectionStatus } from './connection-status';
import { StatusBanners } from './StatusBanners';

let shown = false;

function Banners() {
  return <StatusBanners {...useConnectionStatus()} />;
}

/**
 * The offline and new-version banners, beside the portal's own root: loaded only once one of
 * them has something to say, so no first load carries their code; from then on they follow the
 * connection and the worker.
 */
export function showStatusBanners(): void {
  if (shown) return;
  shown = true;
  const container = document.createElement('div');
  container.id = 'status-banners';
  // After the portal's root, in the page's flow: the banners stay at the bottom of the screen as
  // the parent scrolls (StatusBanners), and at the end of the page take their own room rather
  // than cover its last lines. The header is fixed at the top.
  // Above the side navigation (90) on a wide screen, below the header (100) and the toasts.
  Object.assign(container.style, { position: 'sticky', bottom: '0', zIndex: '95' });
  document.body.appendChild(container);
  createRoot(container).render(
    <PortalProviders idPrefix="status">
      <Banners />
    </PortalProviders>,
  );
}
