import type { PortalConfig } from './portal-config';

let current: PortalConfig | null = null;

/** Installs the configuration every other module reads (done once at start-up). */
export function configure(config: PortalConfig): void {
  current = config;
}

export function isConfigured(): boolean {
  return current !== null;
}

export function getConfig(): PortalConfig {
  if (!current) {
    throw new Error(
      '@portal/shared is not configured: call loadPortalDocument() (or configure()) before using it.',
    );
  }
  return current;
}

/** Forgets the configuration (tests only). */
export function resetConfig(): void {
  current = null;
}
