import { randomBytes } from 'node:crypto';
import type { ReleaseFilePurpose } from '@portal/rules/release';
import type { TestGateway } from './test-gateway.js';

/** A tiny PDF (its header and end marker), as a signed authorisation might start and end. */
export const tinyPdf = (text = 'signed authorisation'): Buffer =>
  Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n`);

/** A PNG's signature and header chunk, as a photo identification might start. */
export const TINY_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
  'hex',
);

/** A JPEG's first bytes. */
export const TINY_JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');

/** A fresh retry key, as a page draws one per file. */
export const uploadKey = (): string => `key-${randomBytes(8).toString('hex')}`;

export interface ReleaseUpload {
  token: string | null;
  orderId: string;
  purpose: ReleaseFilePurpose | string;
  body?: Uint8Array | ReadableStream<Uint8Array>;
  fileName?: string;
  key?: string | null;
  headers?: Record<string, string>;
}

/** POST /releases/files as a page sends it (the bytes as they are, the name URL-encoded). */
export function postReleaseFile(
  gateway: Pick<TestGateway, 'yoga'>,
  upload: ReleaseUpload,
): Promise<Response> {
  const query = new URLSearchParams({ orderId: upload.orderId, purpose: upload.purpose });
  const body = upload.body ?? (upload.purpose === 'PHOTO_ID' ? TINY_PNG : tinyPdf());
  const key = upload.key === undefined ? uploadKey() : upload.key;
  return Promise.resolve(
    gateway.yoga.fetch(`http://gateway.test/releases/files?${query.toString()}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/octet-stream',
        ...(upload.token ? { authorization: `Bearer ${upload.token}` } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
        ...(upload.fileName ? { 'x-file-name': encodeURIComponent(upload.fileName) } : {}),
        ...upload.headers,
      },
      body: body instanceof ReadableStream ? body : new Uint8Array(body),
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit),
  );
}

/** Uploads one file and answers its id; throws unless the gateway stored it. */
export async function uploadReleaseFile(
  gateway: Pick<TestGateway, 'yoga'>,
  upload: ReleaseUpload,
): Promise<string> {
  const response = await postReleaseFile(gateway, upload);
  const answer = (await response.json()) as { id?: string };
  if (response.status !== 201 || !answer.id) {
    throw new Error(`release upload refused (${response.status}): ${JSON.stringify(answer)}`);
  }
  return answer.id;
}

/** The two files a request starts with, uploaded by `token` for `orderId`. */
export async function releaseStartFiles(
  gateway: Pick<TestGateway, 'yoga'>,
  token: string,
  orderId: string,
): Promise<{ authorisationFileId: string; photoIdFileId: string }> {
  return {
    authorisationFileId: await uploadReleaseFile(gateway, {
      token,
      orderId,
      purpose: 'AUTHORISATION',
      fileName: 'Signed authorisation.pdf',
    }),
    photoIdFileId: await uploadReleaseFile(gateway, {
      token,
      orderId,
      purpose: 'PHOTO_ID',
      fileName: 'Passport.png',
    }),
  };
}
