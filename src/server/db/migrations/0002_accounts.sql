-- Accounts: activation, settings, one-time codes, single-use links, social accounts,
-- outgoing messages, abuse throttles, and the pro's first service created at sign-up.

alter table users
  add column address text,
  add column is_activated boolean not null default false,
  add column activated_at timestamptz,
  add column settings jsonb not null default '{}'::jsonb,
  add column notification_settings jsonb not null default '{}'::jsonb,
  -- the partner channel a visitor came from when signing up ('55688', 'fet', ...)
  add column partner_channel text,
  add column referral_hash text,
  -- 'consumer' or 'pro': which sign-up form made the account (both roles are open to everyone)
  add column signup_role text not null default 'consumer' check (signup_role in ('consumer', 'pro')),
  add column password_changed_at timestamptz;
create unique index users_phone_key on users (phone) where phone is not null and deleted_at is null;

alter table sessions
  add column partner_channel text;
create index sessions_expiry_idx on sessions (expires_at) where revoked_at is null;

-- Single-use links: login_once (e-mail or SMS login links), reset_password, activation.
-- Only a SHA-256 of the link's token is stored.
create table login_tokens (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  purpose text not null check (purpose in ('login_once', 'reset_password', 'activation')),
  token_hash text not null unique,
  created timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index login_tokens_user_idx on login_tokens (user_id, purpose);

-- One-time password challenges. `hash` handed to the client is stored as challenge_hash
-- (SHA-256); the 6-digit code as code_hash (HMAC-SHA-256 with the challenge token).
create table otp_challenges (
  id integer generated always as identity primary key,
  challenge_hash text not null unique,
  purpose text not null check (purpose in ('phone_verify', 'phone_login', 'email_login', 'email_change')),
  channel text not null check (channel in ('sms', 'voice', 'email')),
  -- canonical phone (+8869xxxxxxxx) or lower-cased e-mail
  destination text not null,
  user_id integer references users (id) on delete cascade,
  code_hash text not null,
  attempts integer not null default 0,
  created timestamptz not null default now(),
  expires_at timestamptz not null,
  consumed_at timestamptz,
  ip text
);
create index otp_challenges_destination_idx on otp_challenges (destination, created);
create index otp_challenges_ip_idx on otp_challenges (ip, created);

-- Accounts at Google, Apple and Facebook linked to a user.
create table user_social_accounts (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  provider text not null check (provider in ('google', 'apple', 'facebook')),
  provider_user_id text not null,
  email text,
  created timestamptz not null default now(),
  unique (provider, provider_user_id)
);
create index user_social_accounts_user_idx on user_social_accounts (user_id);

-- Every e-mail and SMS the product sends in development (the outbox), readable at /dev/outbox.
create table outbox_messages (
  id integer generated always as identity primary key,
  channel text not null check (channel in ('email', 'sms', 'voice')),
  recipient text not null,
  subject text not null default '',
  body text not null,
  created timestamptz not null default now()
);
create index outbox_messages_recipient_idx on outbox_messages (recipient, id);

-- Fixed-window counters for abuse limits (failed logins, OTP requests, sign-ups), shared by
-- every copy of the server through the database.
create table throttle_counters (
  scope text not null,
  key text not null,
  window_start timestamptz not null,
  count integer not null default 0,
  primary key (scope, key, window_start)
);
create index throttle_counters_window_idx on throttle_counters (window_start);

-- A pro's services. Sign-up as a pro creates the first one; the services issue fills in the rest.
create table quote_services (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  slug text not null unique,
  title text not null default '',
  description text not null default '',
  is_public boolean not null default true,
  is_archived boolean not null default false,
  is_service_professional_travels_to_me boolean not null default true,
  is_customer_travel_to_me boolean not null default false,
  is_over_phone_or_internet boolean not null default false,
  created timestamptz not null default now(),
  modified timestamptz not null default now()
);
create index quote_services_user_idx on quote_services (user_id) where not is_archived;

create table quote_service_categories (
  id integer generated always as identity primary key,
  quote_service_id integer not null references quote_services (id) on delete cascade,
  quote_category_id integer not null references quote_categories (id),
  is_auto_quote_on boolean not null default false,
  is_direct_reserve_on boolean not null default false,
  quote_job_preference jsonb not null default '{}'::jsonb,
  unique (quote_service_id, quote_category_id)
);
create index quote_service_categories_category_idx on quote_service_categories (quote_category_id);

-- Where a service works: a whole city (district_id null) or one district.
create table quote_service_areas (
  id integer generated always as identity primary key,
  quote_service_id integer not null references quote_services (id) on delete cascade,
  city_id integer not null references cities (id),
  district_id integer references districts (id)
);
create unique index quote_service_areas_key on quote_service_areas (quote_service_id, city_id, coalesce(district_id, 0));
create index quote_service_areas_city_idx on quote_service_areas (city_id, district_id);
