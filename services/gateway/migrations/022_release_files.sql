-- The files of release requests (issue 49): the signed authorisation and the holder's photo
-- identification a request starts with, and the files that answer the bank. The holder uploads
-- each first (POST /releases/files, src/files/release-file-routes.ts); starting or answering a
-- request attaches them, in the same transaction as the request's change. The bytes sit behind
-- the family's file storage (stored_files, migration 019); ids are random and the name is the
-- holder's display name, shown only to the holder and the bank.
create table release_files (
  id text primary key,
  order_id text not null references orders (id) on delete cascade,
  uploaded_by text not null,
  purpose text not null check (purpose in ('AUTHORISATION', 'PHOTO_ID', 'SUPPORTING')),
  file_name text not null check (length(file_name) between 1 and 120),
  content_type text not null check (content_type in ('application/pdf', 'image/jpeg', 'image/png')),
  byte_size integer not null check (byte_size > 0),
  file_id text not null unique references stored_files (id),
  -- The uploader's retry key: the same key answers the same upload and stores nothing twice.
  idempotency_key text not null,
  -- Set when a request takes the file; an upload never attached is swept after a day.
  request_id text references release_requests (id) on delete cascade,
  attached_at timestamptz,
  created_at timestamptz not null,
  unique (uploaded_by, idempotency_key),
  check ((request_id is null) = (attached_at is null))
);
create index release_files_request_idx on release_files (request_id, created_at);
create index release_files_unattached_idx on release_files (created_at) where request_id is null;
