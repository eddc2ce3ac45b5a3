import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db.js';

/** Where a file's bytes live: in PostgreSQL beside its row, or in an S3-compatible bucket. */
export type FileBackend = 'postgres' | 's3';

/** A stored file as every backend records it (the row in stored_files). */
export interface StoredFile {
  id: string;
  storage: FileBackend;
  contentType: string;
  byteSize: number;
  /** Hex SHA-256 of the bytes, recorded when stored and checked on every read. */
  sha256: string;
}

/**
 * The one storage interface of the family's files (documents, release requests' files). A file
 * is written once and never changed; reading one verifies its SHA-256, so a file altered or
 * damaged where it is kept is refused rather than handed to a family.
 */
export interface FileStorage {
  readonly backend: FileBackend;
  /**
   * Stores `bytes` and answers their record; nothing is recorded when storing fails. `into`: the
   * transaction the record is written in (rolled back with it; in a bucket the object would stay,
   * for `remove` to delete).
   */
  put(bytes: Uint8Array, contentType: string, into?: Queryable): Promise<StoredFile>;
  /** The file's record and its verified bytes; null when no such file. */
  read(id: string): Promise<{ file: StoredFile; bytes: Uint8Array } | null>;
  /**
   * Deletes files, bytes first, then their records (in `into` when given): an id without a
   * record (a put whose transaction rolled back) is deleted where its bytes would be.
   */
  remove(ids: readonly string[], into?: Queryable): Promise<void>;
}

/** A stored file whose bytes no longer match the SHA-256 recorded when it was stored. */
export class FileIntegrityError extends Error {
  constructor(readonly fileId: string) {
    super(`stored file ${fileId} does not match its recorded SHA-256`);
    this.name = 'FileIntegrityError';
  }
}

export const sha256Of = (bytes: Uint8Array): string =>
  createHash('sha256').update(bytes).digest('hex');

/** A new file's id: random, so an address says nothing of whose file it is. */
export const newFileId = (): string => `file_${randomBytes(16).toString('hex')}`;

/** The record of `bytes` about to be stored by `storage`: a new id, their size and SHA-256. */
export const newStoredFile = (
  bytes: Uint8Array,
  storage: FileBackend,
  contentType: string,
): StoredFile => ({
  id: newFileId(),
  storage,
  contentType,
  byteSize: bytes.byteLength,
  sha256: sha256Of(bytes),
});

/** Throws FileIntegrityError unless `bytes` are the file that was stored. */
export function verified(file: StoredFile, bytes: Uint8Array): Uint8Array {
  if (bytes.byteLength !== file.byteSize || sha256Of(bytes) !== file.sha256) {
    throw new FileIntegrityError(file.id);
  }
  return bytes;
}

/** The columns of stored_files as a StoredFile (select them with FILE_COLUMNS). */
export const FILE_COLUMNS = `id, storage, content_type as "contentType", byte_size as "byteSize", sha256`;
