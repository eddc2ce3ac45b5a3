import type { Db } from '../db/db.js';
import type { FileStorage } from './file-storage.js';
import { postgresFileStorage } from './postgres-file-storage.js';
import { s3FileStorage, type S3Settings } from './s3-file-storage.js';

/** FILE_STORAGE and, for a bucket, S3_BUCKET, S3_REGION and S3_ENDPOINT. */
export type FileStorageSettings = { backend: 'postgres' } | { backend: 's3'; s3: S3Settings };

type Env = Record<string, string | undefined>;

/**
 * Where files go, from the environment: `FILE_STORAGE=postgres` (the database) or `s3` (an
 * S3-compatible bucket: S3_BUCKET required, S3_REGION default us-east-1, S3_ENDPOINT for a store
 * that is not AWS's; credentials from the AWS SDK's chain). Unset: undefined (production refuses
 * to start; elsewhere PostgreSQL).
 */
export function readFileStorageSettings(env: Env): FileStorageSettings | undefined {
  const backend = env['FILE_STORAGE']?.trim().toLowerCase();
  if (!backend) return undefined;
  if (backend === 'postgres') return { backend };
  if (backend !== 's3') throw new Error('FILE_STORAGE must be postgres or s3');
  const bucket = env['S3_BUCKET']?.trim();
  if (!bucket) throw new Error('FILE_STORAGE=s3 needs S3_BUCKET (the bucket files are kept in)');
  const endpoint = env['S3_ENDPOINT']?.trim();
  return {
    backend,
    s3: {
      bucket,
      region: env['S3_REGION']?.trim() || 'us-east-1',
      ...(endpoint ? { endpoint } : {}),
    },
  };
}

/**
 * The storage the settings name. With a bucket, files stored in PostgreSQL before the move stay
 * readable (each file's row says where its bytes are).
 */
export function openFileStorage(db: Db, settings: FileStorageSettings | undefined): FileStorage {
  const postgres = postgresFileStorage(db);
  if (settings?.backend !== 's3') return postgres;
  const bucket = s3FileStorage(db, settings.s3);
  return {
    backend: 's3',
    put: (bytes, contentType, into) => bucket.put(bytes, contentType, into),
    read: async (id) => (await bucket.read(id)) ?? postgres.read(id),
    remove: async (ids, into) => {
      await bucket.remove(ids, into);
      await postgres.remove(ids, into);
    },
  };
}
