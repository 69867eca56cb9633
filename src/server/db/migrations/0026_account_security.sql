-- Sessions: "keep me signed in" decides the lifetime and the cookie; the browser is shown in the
-- settings' list of signed-in devices; reauth_at is the last time the user proved it was them
-- (a login, a password, a fresh code), which e-mail, phone, social and deletion changes need.
alter table sessions
  add column saved boolean not null default false,
  add column user_agent text,
  add column reauth_at timestamptz;

create index sessions_user_live_idx on sessions (user_id) where revoked_at is null;

-- One-time codes that re-confirm a signed-in user without a password.
alter table otp_challenges drop constraint otp_challenges_purpose_check;
alter table otp_challenges
  add constraint otp_challenges_purpose_check
  check (purpose in ('phone_verify', 'phone_login', 'email_login', 'email_change', 'reauth'));

-- Minimum gaps between two events (one code per 60 s to a destination), claimed in one
-- statement: the upsert succeeds only when the last claim is old enough, so parallel requests
-- cannot all pass.
create table throttle_gaps (
  scope text not null,
  key text not null,
  last_at timestamptz not null,
  primary key (scope, key)
);
