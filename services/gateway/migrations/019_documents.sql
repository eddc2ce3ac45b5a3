-- The family's documents (issue 48). Files sit behind one storage interface (src/files/): the
-- row below holds what every backend shares (the SHA-256 a download verifies, the size, the
-- type checked by content) and, for the PostgreSQL backend, the bytes themselves; an
-- S3-compatible bucket keeps the bytes under the row's id instead. Ids are random: neither a
-- file's address nor its row names a child.
create table stored_files (
  id text primary key,
  storage text not null check (storage in ('postgres', 's3')),
  content_type text not null,
  byte_size integer not null check (byte_size > 0),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  body bytea,
  created_at timestamptz not null default now(),
  check ((storage = 'postgres') = (body is not null))
);

-- Documents the bank adds to a child's record (consent forms, the processing report): staff
-- only, PDF only. The agreement and the statements are drawn from recorded values instead.
create table order_documents (
  id text primary key,
  order_id text not null references orders (id) on delete cascade,
  kind text not null check (kind in ('BANK_REPORT')),
  title text not null check (length(title) between 1 and 120),
  file_id text not null references stored_files (id),
  added_by text not null,
  added_at timestamptz not null default now()
);
create index order_documents_order_idx on order_documents (order_id, added_at);
