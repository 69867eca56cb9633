-- The operator console's own accounts, sessions and audit log (issue 17). Operators are not
-- marketplace users: they are made by `npm run operator:add`, never through a public call.
create table operators (
  id serial primary key,
  email text not null,
  full_name text not null default '',
  password_hash text not null,
  role text not null check (role in ('support', 'trust_safety', 'finance', 'admin')),
  -- The TOTP secret (base32), sealed with the app's data cipher (context operators.totp_secret).
  totp_secret_encrypted text not null,
  -- The time step of the last TOTP code accepted: a code of that step or an earlier one is refused (replay).
  totp_last_step bigint,
  created timestamptz not null default now(),
  disabled_at timestamptz
);
create unique index operators_email_key on operators (lower(email));

-- One-time codes instead of a TOTP code (a lost phone); stored as sha256 hashes.
create table operator_recovery_codes (
  id serial primary key,
  operator_id integer not null references operators (id),
  code_hash text not null,
  used_at timestamptz
);
create index operator_recovery_codes_operator on operator_recovery_codes (operator_id);

create table operator_sessions (
  id serial primary key,
  -- sha256 of the cookie's token; the token itself is never stored.
  token_hash text not null unique,
  operator_id integer not null references operators (id),
  created timestamptz not null default now(),
  expires timestamptz not null,
  ip text,
  user_agent text,
  ended_at timestamptz
);
create index operator_sessions_operator on operator_sessions (operator_id);

-- What an operator did, on which record, before/after, why, when and from where. Written in the
-- transaction of the action; append-only (the trigger below refuses every change and delete).
create table operator_audit (
  id bigserial primary key,
  operator_id integer not null references operators (id),
  action text not null,
  target_type text not null,
  target_id text,
  before jsonb,
  after jsonb,
  reason text,
  ip text,
  user_agent text,
  created timestamptz not null default now()
);
create index operator_audit_newest on operator_audit (id desc);
create index operator_audit_operator on operator_audit (operator_id, id desc);
create index operator_audit_action on operator_audit (action, id desc);
create index operator_audit_target on operator_audit (target_type, target_id, id desc);
create index operator_audit_created on operator_audit (created);

create function operator_audit_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'operator_audit is append-only: % refused', tg_op;
end
$$;
create trigger operator_audit_append_only before update or delete on operator_audit
  for each row execute function operator_audit_append_only();
create trigger operator_audit_no_truncate before truncate on operator_audit
  for each statement execute function operator_audit_append_only();
