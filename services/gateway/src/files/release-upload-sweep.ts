import {
  deleteUnattachedReleaseFiles,
  UNATTACHED_UPLOAD_TTL_MS,
} from '../data/release-files-repo.js';
import type { Db } from '../db/db.js';
import type { FileStorage } from './file-storage.js';

/**
 * Deletes the release uploads no request took within a day of `now`, with their stored files
 * (bytes first, then the records, in one transaction: a sweep that fails keeps every record for
 * the next one). Answers how many it deleted.
 */
export function sweepReleaseUploads(db: Db, files: FileStorage, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const fileIds = await deleteUnattachedReleaseFiles(
      tx,
      new Date(now.getTime() - UNATTACHED_UPLOAD_TTL_MS),
    );
    await files.remove(fileIds, tx);
    return fileIds.length;
  });
}
