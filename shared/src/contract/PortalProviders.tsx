import type { ReactNode } from 'react';
import { FluentProvider, IdPrefixProvider, RendererProvider } from '@portal/shared/ui';
import { brandTheme } from '../theme/brand-theme';
import { getStyleRenderer } from '../theme/style-renderer';

export interface PortalProvidersProps {
  /** Prefix of Fluent's generated ids in this React root (e.g. the remote's name). */
  idPrefix?: string;
  children?: ReactNode;
}

/**
 * What every React root of the portal (host or remote) is wrapped in: the one style renderer
 * and theme. (The one language runtime needs no provider: `useLingui` and `<Trans>` from
 * `@portal/shared` follow it, so a switch re-renders every mounted remote in place.)
 */
export function PortalProviders({ idPrefix = 'portal', children }: PortalProvidersProps) {
  return (
    <RendererProvider renderer={getStyleRenderer()}>
      <IdPrefixProvider value={`${idPrefix}-`}>
        <FluentProvider theme={brandTheme}>{children}</FluentProvider>
      </IdPrefixProvider>
    </RendererProvider>
  );
}
