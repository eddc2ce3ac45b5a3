import type { IncomingMessage } from 'node:http';
import { clientAddressKey } from '@portal/service-kit/client-address';
import {
  checkReleaseFile,
  isReleaseFilePurpose,
  MAX_RELEASE_FILE_BYTES,
  type ReleaseFileRefusal,
} from '@portal/rules/release';
import type { Plugin } from 'graphql-yoga';
import type { Logger } from 'pino';
import type { VerifyIdToken } from '../auth/firebase-token-verifier.js';
import { familyMemberSql } from '../data/family-access.js';
import {
  insertReleaseFile,
  lockUploadKey,
  newReleaseFileId,
  releaseFileByKey,
  type ReleaseFileRow,
} from '../data/release-files-repo.js';
import type { Db } from '../db/db.js';
import { releaseFileName } from '../domain/release-file-name.js';
import { chargeRateLimit } from '../limits/charge-rate-limit.js';
import type { RateLimitStore } from '../limits/rate-limit-store.js';
import type { RateLimit } from '../limits/rate-limits.js';
import { BodyTooLargeError, readLimitedBody } from '../plugins/read-limited-body.js';
import { safeErrorFields } from '../safe-error-log.js';
import { sha256Of, type FileStorage } from './file-storage.js';
import { sweepReleaseUploads } from './release-upload-sweep.js';
import {
  callerOf,
  EMAIL_NOT_VERIFIED,
  isRefusal,
  methodNotAllowed,
  refusal,
  routeAnswer,
  type Refusal,
} from './route-support.js';

/** Where the account holder uploads a release request's files, before starting or answering it. */
export const RELEASE_FILE_UPLOAD_PATH = '/releases/files';

/** The retry key every upload carries (header `idempotency-key`). */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** Unattached uploads are swept at most this often, by the upload that comes after. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

export interface ReleaseFileRoutesOptions {
  db: Db;
  files: FileStorage;
  verifyToken: VerifyIdToken;
  logger: Logger;
  now: () => Date;
  /** The CORS headers a browser's request from an allowed origin gets (none otherwise). */
  corsHeaders: (request: Request) => Record<string, string>;
  /** The upload's budget (RATE_LIMITS.releaseFileUpload), counted where the GraphQL limits are. */
  rateLimit: RateLimit;
  rateLimitStore: RateLimitStore;
  /** Proxies of the bank's own in front (TRUSTED_PROXIES), for the client address. */
  trustedProxies: number;
}

const NOT_FOUND = refusal(404, 'NOT_FOUND', 'No such child was found for this account.');
const HOLDER_ONLY = refusal(
  403,
  'FORBIDDEN',
  'Only the account holder can add files to a release request.',
);
const STAFF_NOT_PARENT = refusal(
  403,
  'STAFF_NOT_PARENT',
  "This is a bank staff account, and staff accounts are never parents: sign in with a parent's account to use the portal.",
);
const TYPES = 'a PDF, a JPEG or a PNG';
const FILE_REFUSALS: Readonly<Record<ReleaseFileRefusal, Refusal>> = {
  EMPTY: refusal(400, 'BAD_USER_INPUT', `The file is empty: add ${TYPES}.`),
  TOO_LARGE: refusal(
    413,
    'BAD_USER_INPUT',
    'The file is larger than 10 MB: add a smaller PDF, JPEG or PNG (a photo taken at a lower resolution, or a scan in black and white).',
  ),
  NOT_ACCEPTED_TYPE: refusal(
    415,
    'BAD_USER_INPUT',
    `This file is not ${TYPES} (whatever its name says): add ${TYPES} of 10 MB at most.`,
  ),
};
const INTERRUPTED = refusal(
  400,
  'BAD_USER_INPUT',
  'The upload was interrupted before the whole file arrived, and nothing was kept: please send it again.',
);
const KEY_REUSED = refusal(
  409,
  'CONFLICT',
  'This idempotency key was used for another file: send a new key with each new file.',
);
const UNAVAILABLE = refusal(
  503,
  'SERVICE_UNAVAILABLE',
  'The file could not be stored just now. Please try again in a moment.',
);

function rateLimited(retryAfterSeconds: number): Refusal {
  const wait =
    retryAfterSeconds <= 60 ? 'a minute' : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
  return refusal(429, 'RATE_LIMITED', `Too many uploads. Please wait ${wait} and try again.`, {
    headers: { 'retry-after': String(retryAfterSeconds) },
    details: { retryAfterSeconds },
  });
}

/** What an upload answers: the file as the request will carry it (never its bytes or path). */
const uploaded = (file: ReleaseFileRow, status: 200 | 201) =>
  Response.json(
    {
      id: file.id,
      purpose: file.purpose,
      fileName: file.fileName,
      contentType: file.contentType,
      byteSize: file.byteSize,
    },
    { status },
  );

/**
 * POST /releases/files?orderId=…&purpose=AUTHORISATION|PHOTO_ID|SUPPORTING: the account holder
 * (verified email) uploads a file for the child's release request, the bytes as the body, a
 * retry key in `idempotency-key`, a display name in `x-file-name` (URL-encoded, optional).
 * Limited per account and address (RATE_LIMITS.releaseFileUpload); the body is read whole, at
 * most 10 MB, before anything is stored; PDF, JPEG or PNG by content (the stored type is the
 * detected one). The same key again answers the first upload (200) and stores nothing, however
 * close together the two arrive; another file with that key is a CONFLICT. An upload no request
 * takes within a day is swept with its bytes.
 */
export function releaseFileRoutesPlugin(options: ReleaseFileRoutesOptions): Plugin {
  const { db, files, logger } = options;
  let sweptAt = Number.NEGATIVE_INFINITY;

  /** The sweep of old unattached uploads, at most hourly; a failure never fails an upload. */
  async function sweepNowAndThen(): Promise<void> {
    const now = options.now();
    if (now.getTime() - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = now.getTime();
    try {
      const swept = await sweepReleaseUploads(db, files, now);
      if (swept > 0) logger.info({ swept }, 'release files: unattached uploads swept');
    } catch (error) {
      logger.warn({ ...safeErrorFields(error) }, 'release files: the sweep failed');
    }
  }

  async function upload(request: Request, url: URL, address: string): Promise<Response | Refusal> {
    const caller = await callerOf(request, options);
    if (isRefusal(caller)) return caller;
    if (!caller.emailVerified) return EMAIL_NOT_VERIFIED;
    if (caller.staff === true) return STAFF_NOT_PARENT;
    let retryAfterSeconds;
    try {
      retryAfterSeconds = await chargeRateLimit(
        options.rateLimitStore,
        'releaseFileUpload',
        options.rateLimit,
        { uid: caller.uid, address },
      );
    } catch (error) {
      logger.error({ ...safeErrorFields(error) }, 'rate limit store failed for releaseFileUpload');
      return refusal(
        503,
        'SERVICE_UNAVAILABLE',
        'The service is busy right now. Please try again in a minute.',
      );
    }
    if (retryAfterSeconds !== null) return rateLimited(retryAfterSeconds);

    const purpose = url.searchParams.get('purpose') ?? '';
    const key = request.headers.get('idempotency-key') ?? '';
    const problems: string[] = [];
    if (!isReleaseFilePurpose(purpose)) {
      problems.push('purpose must be AUTHORISATION, PHOTO_ID or SUPPORTING.');
    }
    if (!IDEMPOTENCY_KEY.test(key)) {
      problems.push(
        'Send an idempotency-key header of 8 to 100 letters, digits, "-" or "_", new for each file.',
      );
    }
    if (problems.length > 0 || !isReleaseFilePurpose(purpose)) {
      return refusal(400, 'BAD_USER_INPUT', problems.join(' '));
    }
    const orderId = url.searchParams.get('orderId') ?? '';
    // PostgreSQL text holds no U+0000: such an id names no order.
    if (orderId.includes('\u0000')) return NOT_FOUND;
    const [order] = await db.query<{ ownerUid: string }>(
      `select o.owner_uid as "ownerUid" from orders o
       where o.id = $1 and ${familyMemberSql('o', '$2')}`,
      [orderId, caller.uid],
    );
    if (!order) return NOT_FOUND;
    if (order.ownerUid !== caller.uid) return HOLDER_ONLY;

    let bytes: Uint8Array;
    try {
      bytes = await readLimitedBody(request, MAX_RELEASE_FILE_BYTES);
    } catch (error) {
      return error instanceof BodyTooLargeError ? FILE_REFUSALS.TOO_LARGE : INTERRUPTED;
    }
    const checked = checkReleaseFile(bytes);
    if (!checked.ok) return FILE_REFUSALS[checked.refusal];
    const sha256 = sha256Of(bytes);

    // One upload per key at a time: a retry racing the first waits for it, then answers it.
    const put: { fileId?: string } = {};
    let outcome: { earlier: ReleaseFileRow & { sha256: string } } | { made: ReleaseFileRow };
    try {
      outcome = await db.transaction(async (tx) => {
        await lockUploadKey(tx, caller.uid, key);
        const earlier = await releaseFileByKey(tx, caller.uid, key);
        if (earlier) return { earlier };
        const stored = await files.put(bytes, checked.type, tx);
        put.fileId = stored.id;
        const made = await insertReleaseFile(tx, {
          id: newReleaseFileId(),
          orderId,
          uploadedBy: caller.uid,
          purpose,
          fileName: releaseFileName(request.headers.get('x-file-name'), purpose),
          contentType: checked.type,
          byteSize: stored.byteSize,
          fileId: stored.id,
          idempotencyKey: key,
          at: options.now(),
        });
        return { made };
      });
    } catch (error) {
      // The record rolled back; bytes a bucket kept for it go too.
      if (put.fileId) {
        await files.remove([put.fileId]).catch((removal: unknown) => {
          logger.warn({ ...safeErrorFields(removal) }, 'release files: could not remove a file');
        });
      }
      logger.error({ ...safeErrorFields(error) }, 'release files: the upload failed');
      return UNAVAILABLE;
    }
    if ('earlier' in outcome) {
      const { earlier } = outcome;
      const same =
        earlier.sha256 === sha256 && earlier.orderId === orderId && earlier.purpose === purpose;
      return same ? uploaded(earlier, 200) : KEY_REUSED;
    }
    await sweepNowAndThen();
    return uploaded(outcome.made, 201);
  }

  return {
    async onRequest({ request, url, serverContext, endResponse }) {
      if (url.pathname !== RELEASE_FILE_UPLOAD_PATH) return;
      const answer = routeAnswer(
        logger,
        'release file upload',
        options.corsHeaders(request),
        endResponse,
      );
      if (request.method === 'OPTIONS') return answer(new Response(null, { status: 204 }));
      if (request.method !== 'POST') return answer(methodNotAllowed('POST'));
      const address = clientAddressKey(
        (serverContext as { req?: IncomingMessage }).req?.socket.remoteAddress,
        request.headers.get('x-forwarded-for'),
        options.trustedProxies,
      );
      try {
        answer(await upload(request, url, address));
      } catch (error) {
        logger.error({ ...safeErrorFields(error) }, 'release files: unexpected error');
        answer(UNAVAILABLE);
      }
    },
  };
}
