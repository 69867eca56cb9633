-- Safety payments, releases and payouts (issue 18): the auto-release reminders sent once each,
-- the consumer's bank details of a refund owed by transfer (filled by the refunds step), and the
-- daily payout batches with their lines. docs/safety-payments.md.

-- A refund of a CVS or ATM payment goes back by bank transfer: where to. The account number is
-- kept encrypted (DATA_ENCRYPTION_KEY) like every other bank account number.
alter table third_party_payments
  add column refund_bank_code text check (refund_bank_code ~ '^[0-9]{3}$'),
  add column refund_bank_branch text check (refund_bank_branch ~ '^[0-9]{4}$'),
  add column refund_bank_account_encrypted text,
  add column refund_holder_name text;

-- The consumer is reminded before held money is released by itself: each reminder (days before) once.
create table safety_payment_reminders (
  third_party_payment_id integer not null references third_party_payments (id) on delete cascade,
  days_before smallint not null check (days_before > 0),
  sent_at timestamptz not null default now(),
  primary key (third_party_payment_id, days_before)
);

alter table notifications drop constraint if exists notifications_type_check;
alter table notifications add constraint notifications_type_check
  check (type in ('new_lead', 'new_quote', 'new_message', 'hired', 'review', 'request_closed', 'request_changed', 'safety_payment_paid', 'safety_payment_release'));

-- One batch a Taiwan day: every pro's payable balance and every consumer's refund owed by transfer.
create table payout_batches (
  id integer generated always as identity primary key,
  -- The Taiwan day it was made for, YYYY-MM-DD.
  day text not null unique check (day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  state text not null default 'draft' check (state in ('draft', 'approved', 'exported', 'settled')),
  line_count integer not null default 0 check (line_count >= 0),
  total_amount bigint not null default 0 check (total_amount >= 0),
  paid_amount bigint not null default 0 check (paid_amount >= 0),
  failed_amount bigint not null default 0 check (failed_amount >= 0),
  approved_by integer references operators (id),
  approved_at timestamptz,
  exported_at timestamptz,
  settled_at timestamptz,
  created timestamptz not null default now(),
  modified timestamptz not null default now()
);
create index payout_batches_state_idx on payout_batches (state, day desc);

create table payout_lines (
  id integer generated always as identity primary key,
  batch_id integer not null references payout_batches (id),
  kind text not null check (kind in ('payout', 'refund')),
  user_id integer not null references users (id),
  -- A refund line: the payment whose refund it pays (its bank details are the payment's).
  third_party_payment_id integer references third_party_payments (id),
  amount integer not null check (amount > 0),
  bank_code text not null,
  bank_branch text not null,
  bank_account_encrypted text not null,
  holder_name text not null,
  -- The transfer's reference in the bank file and its result file: unique, one line.
  reference text not null unique,
  state text not null default 'pending' check (state in ('pending', 'paid', 'failed')),
  bank_message text not null default '',
  settled_at timestamptz,
  check ((kind = 'refund') = (third_party_payment_id is not null))
);
create index payout_lines_batch_idx on payout_lines (batch_id, id);
-- What is already on its way: a pending line's money is not put in another batch.
create index payout_lines_pending_idx on payout_lines (kind, user_id) where state = 'pending';
