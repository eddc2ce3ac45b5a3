-- The language the parent chose (issue 34): it follows them to another device. Null until they
-- choose one (the portal then starts from the browser's language).
alter table users add column language text;
