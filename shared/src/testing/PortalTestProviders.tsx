import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { PortalProviders } from '../contract/PortalProviders';

export interface PortalTestProvidersProps {
  route: string;
  children?: ReactNode;
}

/** PortalProviders around a MemoryRouter that starts at `route`. */
export function PortalTestProviders({ route, children }: PortalTestProvidersProps) {
  return (
    <PortalProviders idPrefix="test">
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </PortalProviders>
  );
}
