import { configure } from './config-store';
import { parseConfig } from './parse-config';
import type { PortalDocument, PortalEnv } from './portal-config';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads the runtime document deployed next to the host (never cached, so a deploy that
 * switches a remote takes effect at once), configures @portal/shared and returns it.
 */
export async function loadPortalDocument(url = '/portal.config.json'): Promise<PortalDocument> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) {
    throw new Error(`Could not load the portal configuration (HTTP ${response.status}).`);
  }
  const body: unknown = await response.json();
  if (!isRecord(body)) throw new Error('The portal configuration is not a JSON object.');

  const env = (isRecord(body.env) ? body.env : {}) as Partial<PortalEnv>;
  const remotes: Record<string, string> = {};
  if (isRecord(body.remotes)) {
    for (const [name, manifest] of Object.entries(body.remotes)) {
      if (typeof manifest === 'string' && manifest) remotes[name] = manifest;
    }
  }

  configure(parseConfig(env));
  return { env, remotes };
}
