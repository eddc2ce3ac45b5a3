import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { FluentProvider, IdPrefixProvider } from '@portal/shared/ui';
import { getApolloClient } from '../graphql/apollo-client';
import { brandTheme } from '../theme/brand-theme';

export interface PortalProvidersProps {
  /** Prefix of Fluent's generated ids in this React root (e.g. the remote's name). */
  idPrefix?: string;
  children?: ReactNode;
}

/** What every React root of the portal (host or remote) is wrapped in. */
export function PortalProviders({ idPrefix = 'portal', children }: PortalProvidersProps) {
  return (
    <IdPrefixProvider value={`${idPrefix}-`}>
      <FluentProvider theme={brandTheme}>
        <ApolloProvider client={getApolloClient()}>{children}</ApolloProvider>
      </FluentProvider>
    </IdPrefixProvider>
  );
}
