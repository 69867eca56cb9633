-- Partner sign-in (docs/partners.md): which partner user is which account, the token ids
-- already used (each token signs in once), and the pending links that wait for a phone code.
create table partner_accounts (
  id serial primary key,
  partner_id text not null,
  partner_user_id text not null,
  user_id integer not null references users(id) on delete cascade,
  created timestamptz not null default now(),
  unique (partner_id, partner_user_id),
  unique (partner_id, user_id)
);

create table partner_token_uses (
  partner_id text not null,
  jti text not null,
  expires_at timestamptz not null,
  primary key (partner_id, jti)
);
create index partner_token_uses_expiry on partner_token_uses (expires_at);

-- A partner user whose token named the phone of an existing account: the link is made once the
-- code texted to that phone comes back. Only a SHA-256 of the browser's link token is kept.
create table partner_link_challenges (
  id serial primary key,
  link_hash text not null unique,
  partner_id text not null,
  partner_user_id text not null,
  user_id integer not null references users(id) on delete cascade,
  otp_hash text not null,
  expires_at timestamptz not null,
  consumed_at timestamptz
);
