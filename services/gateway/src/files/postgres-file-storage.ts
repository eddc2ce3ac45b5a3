import type { Db } from '../db/db.js';
import {
  FILE_COLUMNS,
  newStoredFile,
  verified,
  type FileStorage,
  type StoredFile,
} from './file-storage.js';

/** Files kept in PostgreSQL (PGlite locally, the server in CI): the bytes beside their row. */
export function postgresFileStorage(db: Db): FileStorage {
  return {
    backend: 'postgres',
    async put(bytes, contentType, into = db) {
      const file = newStoredFile(bytes, 'postgres', contentType);
      await into.query(
        `insert into stored_files (id, storage, content_type, byte_size, sha256, body)
         values ($1, 'postgres', $2, $3, $4, $5)`,
        [file.id, contentType, file.byteSize, file.sha256, bytes],
      );
      return file;
    },
    async read(id) {
      const [row] = await db.query<StoredFile & { body: Uint8Array | null }>(
        `select ${FILE_COLUMNS}, body from stored_files where id = $1 and storage = 'postgres'`,
        [id],
      );
      if (!row?.body) return null;
      const { body, ...file } = row;
      return { file, bytes: verified(file, new Uint8Array(body)) };
    },
    async remove(ids, into = db) {
      if (ids.length === 0) return;
      await into.query(`delete from stored_files where id = any($1) and storage = 'postgres'`, [
        ids,
      ]);
    },
  };
}
