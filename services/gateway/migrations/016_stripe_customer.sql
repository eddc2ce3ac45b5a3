-- One Stripe customer per parent account (issue 43): every Checkout session and the billing
-- portal use it, so a parent with two children (or a plan and its continuation) manages every
-- plan in one place. Written only by the functions service (payments service key); the first
-- customer recorded for an account stays, and a customer is never two accounts'.
alter table users add column stripe_customer_ref text unique;
