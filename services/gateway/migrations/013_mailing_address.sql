-- The profile's mailing address (issue 33): where the bank may send letters, kept with the
-- mobile number. Contact details, not health data. Null until the parent adds one.
alter table users add column mailing_address jsonb;
