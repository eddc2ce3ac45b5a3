import { configure } from './config-store';
import { isRecord } from '../utils/is-record';
import { envOf, parseConfig } from './parse-config';
import type { PortalDocument, PortalEnv } from './portal-config';

/** Requests the runtime document, never from a cache (a deploy that switches a remote takes effect at once). */
export function fetchPortalDocument(url = '/portal.config.json'): Promise<Response> {
  return fetch(url, { cache: 'no-store' });
}

/**
 * Reads the runtime document deployed next to the host, configures @portal/shared and
 * returns it. `source` is its URL, or a request already started (the host starts it before
 * its bootstrap chunk loads: see fetchPortalDocument).
 */
export async function loadPortalDocument(
  source: string | Promise<Response> = '/portal.config.json',
): Promise<PortalDocument> {
  const response = await (typeof source === 'string' ? fetchPortalDocument(source) : source);
  if (!response.ok) {
    throw new Error(`Could not load the portal configuration (HTTP ${response.status}).`);
  }
  const body: unknown = await response.json();
  if (!isRecord(body)) throw new Error('The portal configuration is not a JSON object.');

  const env = envOf(body) as Partial<PortalEnv>;
  const remotes: Record<string, string> = {};
  if (isRecord(body.remotes)) {
    for (const [name, manifest] of Object.entries(body.remotes)) {
      if (typeof manifest === 'string' && manifest) remotes[name] = manifest;
    }
  }

  configure(parseConfig(env));
  return { env, remotes };
}
