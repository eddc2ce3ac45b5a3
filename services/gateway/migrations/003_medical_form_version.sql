-- Optimistic versioning of the medical health form: every save carries the version it was
-- based on; a save based on an older version is refused (two tabs never overwrite silently).
alter table medical_forms add column version integer not null default 1 check (version >= 1);
