-- Certificates (spec section 3 "Certificate" and "User identity"): licences, company
-- registrations and identity documents a pro submits; an operator approves or rejects each
-- pending one. Status: 0 pending, 1 approved, 2 rejected, 3 withdrawn (spec section 4).
create table service_certificates (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  name text not null,
  type text not null check (type in ('license', 'company', 'identity', 'other')),
  status smallint not null default 0 check (status in (0, 1, 2, 3)),
  reference_identity text,
  -- A company's unified business number; only for type company.
  unified_number text check (unified_number is null or unified_number ~ '^[0-9]{8}$'),
  -- The identity document and its number; only for type identity.
  card_type text check (card_type is null or card_type in ('national_id', 'resident_certificate')),
  real_id text check (real_id is null or real_id ~ '^[A-Z][1289][0-9]{8}$'),
  reject_reason text,
  reviewed_by integer references users (id) on delete set null,
  reviewed_at timestamptz,
  withdrawn_at timestamptz,
  created timestamptz not null default now(),
  modified timestamptz not null default now(),
  check ((type = 'company') = (unified_number is not null)),
  check ((type = 'identity') = (real_id is not null and card_type is not null))
);
create index service_certificates_user_idx on service_certificates (user_id, id);
-- The operators' queue: pending ones, oldest first.
create index service_certificates_pending_idx on service_certificates (modified, id) where status = 0;
-- One identity verification at a time: a second waits until the first is withdrawn.
create unique index service_certificates_one_identity on service_certificates (user_id) where type = 'identity' and status <> 3;

-- The documents behind a certificate (photos of the card or licence, a PDF of the registration).
-- They are private: kept in the database, not in the public uploads, and served only to their
-- owner and to operators.
create table certificate_documents (
  id integer generated always as identity primary key,
  service_certificate_id integer not null references service_certificates (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  name text not null,
  type text not null check (type in ('png', 'jpeg', 'gif', 'pdf')),
  size integer not null check (size > 0 and size <= 10000000),
  data bytea not null,
  created timestamptz not null default now()
);
create index certificate_documents_certificate_idx on certificate_documents (service_certificate_id, id);
