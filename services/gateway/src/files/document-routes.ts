import type { Plugin } from 'graphql-yoga';
import type { Logger } from 'pino';
import type { VerifyIdToken } from '../auth/firebase-token-verifier.js';
import {
  CLINICAL_KINDS,
  documentForDownload,
  insertBankDocument,
  newDocumentId,
} from '../data/documents-repo.js';
import type { Db } from '../db/db.js';
import { agreementForDownload } from '../data/agreements-repo.js';
import { familyMemberSql } from '../data/family-access.js';
import { releaseFileForDownload } from '../data/release-files-repo.js';
import { DOCUMENT_DOWNLOAD, statementOfDocumentId } from '../domain/document-paths.js';
import { releaseFileDownloadName } from '../domain/release-file-name.js';
import { planYearStatement, statementYears } from '../domain/plan-year-statement.js';
import { statementRecordsOf } from '../graphql/resolvers/statement-records.js';
import { agreementPdf } from './agreement-pdf.js';
import { statementPdf } from './statement-pdf.js';
import type { MailContext } from '../context.js';
import { notify } from '../graphql/resolvers/notify.js';
import { notificationsKey, type PickupEvents } from '../live/pickup-events.js';
import { safeErrorFields } from '../safe-error-log.js';
import { FileIntegrityError, type FileStorage } from './file-storage.js';
import { isPdf, MAX_DOCUMENT_BYTES } from './pdf-content.js';
import { BodyTooLargeError, readLimitedBody } from '../plugins/read-limited-body.js';
import {
  attachment,
  callerOf,
  EMAIL_NOT_VERIFIED,
  isRefusal,
  methodNotAllowed,
  refusal,
  routeAnswer,
  type Refusal,
} from './route-support.js';

/** Where staff add a document to a child's record (`npm run ops -- add-document`). */
export const DOCUMENT_UPLOAD_PATH = '/documents/upload';

const MAX_TITLE = 120;

export interface DocumentRoutesOptions {
  db: Db;
  files: FileStorage;
  verifyToken: VerifyIdToken;
  logger: Logger;
  now: () => Date;
  /** The billing clock's now (the local clock staff may move), which decides the plan years written. */
  billingNow: () => Date;
  mail: MailContext;
  pickupEvents: PickupEvents;
  /** The CORS headers a browser's request from an allowed origin gets (none otherwise). */
  corsHeaders: (request: Request) => Record<string, string>;
}

const NOT_FOUND = refusal(404, 'NOT_FOUND', 'No such document was found for this account.');
const BILLING_ONLY = refusal(
  403,
  'FORBIDDEN',
  'Only the account holder can see billing documents.',
);
/** A release request's files (the holder's photo identification among them) are not a guardian's. */
const RELEASE_FILES_HOLDER_ONLY = refusal(
  403,
  'FORBIDDEN',
  'Only the account holder can see the files of a release request.',
);

/** A PDF drawn from recorded values, as an attachment named `title`. */
function pdfResponse(bytes: Uint8Array, title: string): Response {
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-length': String(bytes.byteLength),
      'content-disposition': attachment(`${title}.pdf`),
    },
  });
}

/**
 * The family's files over HTTP, beside the GraphQL endpoint: staff add a PDF to a child's record
 * (POST /documents/upload?orderId=…, the title in `x-document-title`, URL-encoded; the family is
 * notified), and a family member downloads a document they may read (GET
 * /documents/<id>/download: the holder every document, a guardian the clinical ones, staff any;
 * a release request's files only the holder and staff). Every answer says `Cache-Control:
 * no-store`; a file goes as an attachment, and no address carries a child's name or anything of
 * their health.
 */
export function documentRoutesPlugin(options: DocumentRoutesOptions): Plugin {
  const { db, files, logger } = options;

  async function download(
    request: Request,
    url: URL,
    documentId: string,
  ): Promise<Response | Refusal> {
    const caller = await callerOf(request, options);
    if (isRefusal(caller)) return caller;
    if (!caller.emailVerified) return EMAIL_NOT_VERIFIED;
    const who = { uid: caller.uid, anyFamily: caller.staff === true };
    const holderOf = (ownerUid: string) => caller.staff === true || ownerUid === caller.uid;
    if (documentId.startsWith('agr_')) {
      const agreement = await agreementForDownload(db, documentId, who);
      if (!agreement) return NOT_FOUND;
      if (!holderOf(agreement.ownerUid)) return BILLING_ONLY;
      return pdfResponse(await agreementPdf(agreement, agreement.reference), 'Storage agreement');
    }
    if (documentId.startsWith('rfu_')) {
      const file = await releaseFileForDownload(db, documentId, who);
      if (!file) return NOT_FOUND;
      if (!holderOf(file.ownerUid)) return RELEASE_FILES_HOLDER_ONLY;
      return storedFileResponse(
        file.fileId,
        releaseFileDownloadName(file.fileName, file.contentType),
      );
    }
    const statement = statementOfDocumentId(documentId);
    if (statement) {
      const [order] = await db.query<{ ownerUid: string }>(
        `select o.owner_uid as "ownerUid" from orders o
         where o.id = $1 and ${who.anyFamily ? 'true' : familyMemberSql('o', '$2')}`,
        who.anyFamily ? [statement.orderId] : [statement.orderId, caller.uid],
      );
      if (!order) return NOT_FOUND;
      if (!holderOf(order.ownerUid)) return BILLING_ONLY;
      const records = await statementRecordsOf(db, statement.orderId);
      const years = records ? statementYears(records, options.billingNow()) : [];
      if (!records || !years.includes(statement.year)) return NOT_FOUND;
      const language = url.searchParams.get('language') === 'es' ? 'es' : 'en';
      const written = planYearStatement(records, statement.year, years.length);
      return pdfResponse(
        await statementPdf(written, language),
        `Statement, plan year ${statement.year}`,
      );
    }
    const document = await documentForDownload(db, documentId, who);
    if (!document) return NOT_FOUND;
    if (!holderOf(document.ownerUid) && !CLINICAL_KINDS.has(document.kind)) return BILLING_ONLY;
    return storedFileResponse(document.fileId, `${document.title}.pdf`);
  }

  /** A stored file, its bytes verified, as an attachment named `fileName`. */
  async function storedFileResponse(fileId: string, fileName: string): Promise<Response | Refusal> {
    const stored = await files.read(fileId);
    if (!stored) return NOT_FOUND;
    return new Response(new Uint8Array(stored.bytes), {
      status: 200,
      headers: {
        'content-type': stored.file.contentType,
        'content-length': String(stored.file.byteSize),
        'content-disposition': attachment(fileName),
      },
    });
  }

  async function upload(request: Request, url: URL): Promise<Response | Refusal> {
    const caller = await callerOf(request, options);
    if (isRefusal(caller)) return caller;
    if (caller.staff !== true || !caller.emailVerified) {
      return refusal(403, 'FORBIDDEN', 'Only bank staff can add documents to a child’s record.');
    }
    const orderId = url.searchParams.get('orderId') ?? '';
    const title = decodeTitle(request.headers.get('x-document-title'));
    if (!title) {
      return refusal(
        400,
        'BAD_USER_INPUT',
        `Give the document a title of 1 to ${MAX_TITLE} characters (x-document-title, URL-encoded).`,
      );
    }
    const [order] = await db.query<{ id: string }>(
      `select id from orders where id = $1 and owner_uid <> ''`,
      [orderId],
    );
    if (!order) return refusal(404, 'NOT_FOUND', `No order ${JSON.stringify(orderId)} was found.`);
    const bytes = await readLimitedBody(request, MAX_DOCUMENT_BYTES);
    if (!isPdf(bytes)) {
      return refusal(415, 'BAD_USER_INPUT', 'Only PDF files can be added: this file is not a PDF.');
    }
    const stored = await files.put(bytes, 'application/pdf');
    const id = newDocumentId();
    const at = options.now();
    const notified = new Set<string>();
    await db.transaction(async (tx) => {
      await insertBankDocument(tx, {
        id,
        orderId: order.id,
        title,
        fileId: stored.id,
        addedBy: caller.uid,
        at,
      });
      await notify(
        tx,
        { mail: options.mail, notified },
        { orderId: order.id, kind: 'DOCUMENT_ADDED', dedupeKey: `DOCUMENT_ADDED:${id}`, at },
      );
    });
    options.mail.kick();
    await Promise.all(
      [...notified].map((uid) =>
        options.pickupEvents.publish(notificationsKey(uid)).catch((error: unknown) => {
          logger.warn({ ...safeErrorFields(error) }, 'documents: could not announce');
        }),
      ),
    );
    return Response.json({ id, byteSize: stored.byteSize, sha256: stored.sha256 }, { status: 201 });
  }

  return {
    async onRequest({ request, url, endResponse }) {
      const download_ = DOCUMENT_DOWNLOAD.exec(url.pathname);
      const isUpload = url.pathname === DOCUMENT_UPLOAD_PATH;
      if (!download_ && !isUpload) return;
      const answer = routeAnswer(
        logger,
        isUpload ? 'document upload' : 'document download',
        options.corsHeaders(request),
        endResponse,
      );
      if (request.method === 'OPTIONS') return answer(new Response(null, { status: 204 }));
      const expected = download_ ? 'GET' : 'POST';
      if (request.method !== expected) return answer(methodNotAllowed(expected));
      try {
        answer(
          download_ ? await download(request, url, download_[1]!) : await upload(request, url),
        );
      } catch (error) {
        if (error instanceof BodyTooLargeError) {
          return answer(
            refusal(413, 'BAD_USER_INPUT', 'The file is larger than 10 MB: add a smaller PDF.'),
          );
        }
        const integrity = error instanceof FileIntegrityError;
        logger.error(
          { ...safeErrorFields(error) },
          integrity
            ? 'documents: a stored file failed its SHA-256 check'
            : 'documents: unexpected error',
        );
        answer(
          refusal(
            integrity ? 500 : 503,
            'SERVICE_UNAVAILABLE',
            'The document could not be read just now. Please try again in a moment.',
          ),
        );
      }
    },
  };
}

function decodeTitle(header: string | null): string | null {
  if (!header) return null;
  let title: string;
  try {
    title = decodeURIComponent(header).trim();
  } catch {
    return null;
  }
  return title.length >= 1 && title.length <= MAX_TITLE ? title : null;
}
