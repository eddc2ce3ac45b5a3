import type { LongRequests } from '@portal/service-kit/http-server-limits';
import { DOCUMENT_UPLOAD_PATH } from './document-routes.js';
import { RELEASE_FILE_UPLOAD_PATH } from './release-file-routes.js';

const UPLOAD_PATHS: ReadonlySet<string> = new Set([RELEASE_FILE_UPLOAD_PATH, DOCUMENT_UPLOAD_PATH]);

/**
 * The uploads (a release request's files, the bank's documents: 10 MB at most) may take five
 * minutes to arrive: a parent's phone on a hospital's guest Wi-Fi may send 300 kbit/s. Every
 * other request keeps the server's 30 s. A proxy in front must allow as long on these paths.
 */
export const UPLOAD_REQUESTS: LongRequests = {
  timeoutMs: 5 * 60_000,
  matches: (request) =>
    request.method === 'POST' && UPLOAD_PATHS.has((request.url ?? '').split('?', 1)[0] ?? ''),
};
