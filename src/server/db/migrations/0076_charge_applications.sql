-- The account application (spec section 2 `charge_application/{type}`): before the marketplace
-- pays money out to a pro, the pro names who receives it (a person by national ID, a company by
-- its unified business number) and the bank account, with documents; an operator approves or
-- rejects it. One application per pro: a rejected one is changed and sent again.
-- Status: 1 pending, 2 approved, 3 rejected (src/domain/charge-applications).
-- The identity and account numbers are encrypted (lib/data-encryption.ts, docs/security.md); only
-- their last four characters are kept in the clear, for the masked answers.
create table charge_applications (
  id integer generated always as identity primary key,
  user_id integer not null unique references users (id) on delete cascade,
  type text not null check (type in ('personal', 'company')),
  identity_number_encrypted text not null,
  identity_number_hash text not null,
  identity_last4 text not null check (identity_last4 ~ '^[0-9]{4}$'),
  company_name text,
  bank_code text not null check (bank_code ~ '^[0-9]{3}$'),
  bank_branch text not null check (bank_branch ~ '^[0-9]{4}$'),
  bank_account_encrypted text not null,
  bank_account_last4 text not null check (bank_account_last4 ~ '^[0-9]{4}$'),
  holder_name text not null,
  status smallint not null default 1 check (status in (1, 2, 3)),
  reject_reason text,
  reviewed_by_operator_id integer references operators (id),
  reviewed_at timestamptz,
  submitted_at timestamptz not null default now(),
  created timestamptz not null default now(),
  modified timestamptz not null default now(),
  check ((type = 'company') = (company_name is not null))
);
-- The console's queue: by status, oldest change first.
create index charge_applications_status_idx on charge_applications (status, modified, id);

-- The documents behind an application (the ID card or registration, the bank book's cover):
-- private, encrypted in the database, shown to the owner by name and opened by operators only.
create table charge_application_documents (
  id integer generated always as identity primary key,
  charge_application_id integer not null references charge_applications (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  name text not null,
  type text not null check (type in ('png', 'jpeg', 'gif', 'pdf')),
  size integer not null check (size > 0 and size <= 10000000),
  data bytea not null,
  data_key_id text not null,
  created timestamptz not null default now()
);
create index charge_application_documents_application_idx on charge_application_documents (charge_application_id, id);
