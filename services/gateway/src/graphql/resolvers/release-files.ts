/**
 * A release request's files (issue 49): the uploads a start or an answer attaches (checked here,
 * in its transaction), and who reads them: the account holder and the bank's staff, never a
 * guardian (the holder's photo identification is not theirs).
 */
import { MAX_ANSWER_FILES, type ReleaseFilePurpose } from '@portal/rules/release';
import type { GatewayContext } from '../../context.js';
import { lockReleaseFiles, releaseFilesOf } from '../../data/release-files-repo.js';
import type { Queryable } from '../../db/db.js';
import { iso } from '../../db/instants.js';
import { documentDownloadPath } from '../../domain/document-paths.js';
import type { FieldProblem } from '../../domain/field-problem.js';
import { badUserInput } from '../../errors/graphql-errors.js';
import type { ReleaseFile } from '../../generated/resolvers.generated.js';
import type { ReleaseRequestRow } from '../../types/release-rows.js';

/** An upload a change names: the field it came in, and the purpose it must have (if any). */
export interface NamedUpload {
  field: string;
  id: string;
  purpose?: ReleaseFilePurpose;
}

const WHAT: Readonly<Record<ReleaseFilePurpose, string>> = {
  AUTHORISATION: 'the signed authorisation',
  PHOTO_ID: 'the photo identification',
  SUPPORTING: 'a supporting document',
};

/** The named uploads of an answer (`fileIds`), refused over the limit or named twice. */
export function answerUploads(fileIds: readonly string[] | null | undefined): NamedUpload[] {
  const ids = fileIds ?? [];
  if (ids.length > MAX_ANSWER_FILES) {
    throw badUserInput([
      { field: 'fileIds', message: `At most ${MAX_ANSWER_FILES} files go with one answer.` },
    ]);
  }
  const twice = ids.findIndex((id, index) => ids.indexOf(id) !== index);
  if (twice >= 0) {
    throw badUserInput([{ field: `fileIds.${twice}`, message: 'This file is listed twice.' }]);
  }
  return ids.map((id, index) => ({ field: `fileIds.${index}`, id }));
}

/**
 * Refuses (BAD_USER_INPUT, naming every field, attaching nothing) the named uploads the caller
 * may not attach: each must be an upload of the caller's, for this child, of the purpose its
 * field asks for, not attached yet. Run it in the transaction of the request's change, which
 * then attaches them (attachReleaseFiles): they stay locked until it ends, so neither a second
 * change nor the sweep takes them meanwhile.
 */
export async function attachable(
  tx: Queryable,
  ctx: GatewayContext,
  orderId: string,
  uploads: readonly NamedUpload[],
): Promise<void> {
  if (uploads.length === 0) return;
  const rows = await lockReleaseFiles(
    tx,
    uploads.map((upload) => upload.id),
  );
  const problems: FieldProblem[] = [];
  for (const upload of uploads) {
    const row = rows.find((candidate) => candidate.id === upload.id);
    if (!row || row.uploadedBy !== ctx.viewer.uid || row.orderId !== orderId) {
      problems.push({
        field: upload.field,
        message:
          'No file you uploaded for this child has this id (files not used within a day are deleted): upload it again.',
      });
    } else if (upload.purpose && row.purpose !== upload.purpose) {
      problems.push({
        field: upload.field,
        message: `This file was uploaded as ${WHAT[row.purpose]}, not ${WHAT[upload.purpose]}: upload ${WHAT[upload.purpose]}.`,
      });
    } else if (row.requestId !== null) {
      problems.push({
        field: upload.field,
        message: 'This file is already attached to a release request: upload it again.',
      });
    }
  }
  if (problems.length > 0) throw badUserInput(problems);
}

/** A request's files for the caller: the holder's and the staff's to read, a guardian none. */
export async function releaseFilesFor(
  request: ReleaseRequestRow,
  ctx: GatewayContext,
): Promise<ReleaseFile[]> {
  if (ctx.viewerOrNull?.staff !== true) {
    const [order] = await ctx.db.query<{ ownerUid: string }>(
      'select owner_uid as "ownerUid" from orders where id = $1',
      [request.orderId],
    );
    if (order?.ownerUid !== ctx.viewer.uid) return [];
  }
  return (await releaseFilesOf(ctx.db, request.id)).map((file) => ({
    id: file.id,
    purpose: file.purpose,
    fileName: file.fileName,
    contentType: file.contentType,
    byteSize: file.byteSize,
    uploadedAt: iso(file.createdAt),
    downloadPath: documentDownloadPath(file.id),
  }));
}
