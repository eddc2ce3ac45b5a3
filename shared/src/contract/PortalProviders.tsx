import type { ReactNode } from 'react';
import { FluentProvider, IdPrefixProvider, RendererProvider } from '@portal/shared/ui';
import { brandTheme } from '../theme/brand-theme';
import { getStyleRenderer } from '../theme/style-renderer';

export interface PortalProvidersProps {
  /** Prefix of Fluent's generated ids in this React root (e.g. the remote's name). */
  idPrefix?: string;
  children?: ReactNode;
}

/** What every React root of the portal (host or remote) is wrapped in. */
export function PortalProviders({ idPrefix = 'portal', children }: PortalProvidersProps) {
  return (
    <RendererProvider renderer={getStyleRenderer()}>
      <IdPrefixProvider value={`${idPrefix}-`}>
        <FluentProvider theme={brandTheme}>{children}</FluentProvider>
      </IdPrefixProvider>
    </RendererProvider>
  );
}
