import { authorizedFetch, getConfig } from '@portal/shared';
import type { ReleaseFilePurpose } from '@portal/rules/release';

/** Why the gateway did not keep a file: too large (413), not a PDF/JPEG/PNG (415), or else. */
export type UploadRefusal =
  'TOO_LARGE' | 'NOT_ACCEPTED_TYPE' | 'RATE_LIMITED' | 'REFUSED' | 'FAILED';

export type UploadResult = { ok: true; id: string } | { ok: false; refusal: UploadRefusal };

/** A new retry key for one choice of file: the same choice sent again is stored once. */
export function newUploadKey(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 14)}`;
}

/**
 * Sends one file of a release request to the gateway (POST /releases/files), the raw bytes
 * with the parent's token; answers its id, or why it was refused.
 */
export async function uploadReleaseFile(
  orderId: string,
  purpose: ReleaseFilePurpose,
  file: File,
  key: string,
): Promise<UploadResult> {
  const query = new URLSearchParams({ orderId, purpose });
  let response: Response;
  try {
    response = await authorizedFetch(`${getConfig().gatewayUrl}/releases/files?${query}`, {
      method: 'POST',
      body: file,
      headers: {
        'content-type': 'application/octet-stream',
        'idempotency-key': key,
        'x-file-name': encodeURIComponent(file.name),
      },
    });
  } catch {
    return { ok: false, refusal: 'FAILED' };
  }
  if (response.status === 413) return { ok: false, refusal: 'TOO_LARGE' };
  if (response.status === 415) return { ok: false, refusal: 'NOT_ACCEPTED_TYPE' };
  if (response.status === 429) return { ok: false, refusal: 'RATE_LIMITED' };
  if ([401, 403, 404].includes(response.status)) return { ok: false, refusal: 'REFUSED' };
  if (!response.ok) return { ok: false, refusal: 'FAILED' };
  try {
    const body = (await response.json()) as { id?: unknown };
    return typeof body.id === 'string'
      ? { ok: true, id: body.id }
      : { ok: false, refusal: 'FAILED' };
  } catch {
    return { ok: false, refusal: 'FAILED' };
  }
}
