-- The storage agreement each checkout's parent accepted (issue 48): the wording's version, the
-- language it was shown in, the values it stated (@portal/rules/agreement's AgreementTerms), the
-- time and the account. Recorded once when the checkout starts and never changed: a price change
-- later does not touch it, and its PDF is drawn from this row alone.
create table storage_agreements (
  id text primary key,
  checkout_id text not null unique references checkouts (id),
  account_uid text not null,
  version text not null,
  language text not null check (language in ('en', 'es')),
  terms jsonb not null,
  accepted_at timestamptz not null
);

create function storage_agreements_unchanged() returns trigger language plpgsql as $$
begin
  raise exception 'storage agreements are recorded once and never change';
end;
$$;

create trigger storage_agreements_recorded_once
  before update on storage_agreements
  for each row execute function storage_agreements_unchanged();
