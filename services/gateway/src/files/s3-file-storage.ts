import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Db } from '../db/db.js';
import {
  FILE_COLUMNS,
  newStoredFile,
  verified,
  type FileStorage,
  type StoredFile,
} from './file-storage.js';

/** An S3-compatible bucket (S3_BUCKET; S3_ENDPOINT for one that is not AWS's own). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** e.g. https://storage.bank.example for an S3-compatible store; unset: AWS S3. */
  endpoint?: string;
  /** Credentials; unset: the AWS SDK's own chain (the environment, the instance's role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/**
 * Files kept in an S3-compatible bucket, under their random id; their row (the SHA-256 a read
 * verifies) stays in PostgreSQL. The object is written first and the row after it: a put that
 * fails halfway leaves at most an object no row names, never a row without its bytes. The
 * bucket is asked to check the bytes too (its SHA-256 checksum).
 */
export function s3FileStorage(db: Db, settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  });
  return {
    backend: 's3',
    async put(bytes, contentType, into = db) {
      const file = newStoredFile(bytes, 's3', contentType);
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: file.id,
          Body: bytes,
          ContentType: contentType,
          ChecksumSHA256: Buffer.from(file.sha256, 'hex').toString('base64'),
        }),
      );
      await into.query(
        `insert into stored_files (id, storage, content_type, byte_size, sha256)
         values ($1, 's3', $2, $3, $4)`,
        [file.id, contentType, file.byteSize, file.sha256],
      );
      return file;
    },
    async read(id) {
      const [file] = await db.query<StoredFile>(
        `select ${FILE_COLUMNS} from stored_files where id = $1 and storage = 's3'`,
        [id],
      );
      if (!file) return null;
      const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: id }));
      const bytes = await object.Body?.transformToByteArray();
      return { file, bytes: verified(file, bytes ?? new Uint8Array()) };
    },
    async remove(ids, into = db) {
      // Deleting a key the bucket does not hold succeeds: no record needs to say where it is.
      for (const id of ids) {
        await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: id }));
      }
      if (ids.length === 0) return;
      await into.query(`delete from stored_files where id = any($1) and storage = 's3'`, [ids]);
    },
  };
}
