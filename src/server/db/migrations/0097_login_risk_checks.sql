-- One row per risk decision at login (docs/security.md, "Risk checks at login"): the score SEON
-- gave, what it led to, and what the attempt looked like, for operators to review.
create table login_risk_checks (
  id serial primary key,
  user_id integer not null references users(id) on delete cascade,
  decision text not null check (decision in ('allow', 'step_up', 'refuse', 'step_up_passed', 'unscored')),
  score numeric(7, 2),
  provider_state text,
  provider_id text,
  ip text not null,
  device_id text,
  error text,
  created timestamptz not null default now()
);

create index login_risk_checks_created on login_risk_checks (created desc, id desc);
create index login_risk_checks_user on login_risk_checks (user_id, created desc);
