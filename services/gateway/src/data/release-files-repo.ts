import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db.js';
import type { ReleaseFileRow } from '../types/release-rows.js';
import { familyFileRow, type FileCaller } from './family-access.js';

export type { ReleaseFileRow } from '../types/release-rows.js';

const COLUMNS = `f.id, f.order_id as "orderId", f.uploaded_by as "uploadedBy", f.purpose,
  f.file_name as "fileName", f.content_type as "contentType", f.byte_size as "byteSize",
  f.file_id as "fileId", f.request_id as "requestId", f.created_at as "createdAt"`;

/** An upload left unattached this long is swept, with its stored file. */
export const UNATTACHED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

export const newReleaseFileId = (): string => `rfu_${randomBytes(12).toString('hex')}`;

/**
 * One upload per account and retry key at a time, until the transaction ends: a second request
 * with the same key waits here, then finds the first one's row.
 */
export async function lockUploadKey(tx: Queryable, uid: string, key: string): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtext('release-file:' || $1 || ':' || $2))`, [
    uid,
    key,
  ]);
}

/** The account's upload made with this retry key, with its bytes' SHA-256; null when none. */
export async function releaseFileByKey(
  db: Queryable,
  uid: string,
  key: string,
): Promise<(ReleaseFileRow & { sha256: string }) | null> {
  const [row] = await db.query<ReleaseFileRow & { sha256: string }>(
    `select ${COLUMNS}, s.sha256 from release_files f join stored_files s on s.id = f.file_id
     where f.uploaded_by = $1 and f.idempotency_key = $2`,
    [uid, key],
  );
  return row ?? null;
}

export async function insertReleaseFile(
  tx: Queryable,
  file: Omit<ReleaseFileRow, 'requestId' | 'createdAt'> & { idempotencyKey: string; at: Date },
): Promise<ReleaseFileRow> {
  const [row] = await tx.query<ReleaseFileRow>(
    `insert into release_files as f (id, order_id, uploaded_by, purpose, file_name, content_type,
       byte_size, file_id, idempotency_key, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     returning ${COLUMNS}`,
    [
      file.id,
      file.orderId,
      file.uploadedBy,
      file.purpose,
      file.fileName,
      file.contentType,
      file.byteSize,
      file.fileId,
      file.idempotencyKey,
      file.at,
    ],
  );
  if (!row) throw new Error('release files: no row returned');
  return row;
}

/** The uploads with these ids, locked until the transaction ends (attaching them decides). */
export function lockReleaseFiles(tx: Queryable, ids: readonly string[]): Promise<ReleaseFileRow[]> {
  return tx.query<ReleaseFileRow>(
    `select ${COLUMNS} from release_files f where f.id = any($1) for update`,
    [ids],
  );
}

/** Attaches uploads to a request (in the transaction that starts or answers it). */
export async function attachReleaseFiles(
  tx: Queryable,
  ids: readonly string[],
  requestId: string,
  at: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await tx.query(
    `update release_files set request_id = $2, attached_at = $3
     where id = any($1) and request_id is null`,
    [ids, requestId, at],
  );
}

/** A request's files, oldest first. */
export function releaseFilesOf(db: Queryable, requestId: string): Promise<ReleaseFileRow[]> {
  return db.query<ReleaseFileRow>(
    `select ${COLUMNS} from release_files f where f.request_id = $1
     order by f.created_at, f.id`,
    [requestId],
  );
}

/** A release file as the caller may download it (`familyFileRow`). */
export function releaseFileForDownload(
  db: Queryable,
  id: string,
  caller: FileCaller,
): Promise<(ReleaseFileRow & { ownerUid: string }) | null> {
  return familyFileRow<ReleaseFileRow>(
    db,
    {
      columns: COLUMNS,
      from: 'release_files f join orders o on o.id = f.order_id where f.id = $1',
    },
    id,
    caller,
  );
}

/**
 * Deletes the uploads no request took that were made before `before`; answers their stored
 * files' ids, for the caller to delete in the same transaction (files/release-upload-sweep.ts).
 * An upload being attached meanwhile is locked, and kept once its request has it.
 */
export async function deleteUnattachedReleaseFiles(tx: Queryable, before: Date): Promise<string[]> {
  const rows = await tx.query<{ fileId: string }>(
    `delete from release_files where request_id is null and created_at < $1
     returning file_id as "fileId"`,
    [before],
  );
  return rows.map((row) => row.fileId);
}
