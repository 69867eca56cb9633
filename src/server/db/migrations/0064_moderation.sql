-- Moderation (issue 17): a user's standing, its history, hidden requests and messages, and the
-- handling of quote reports. Login, session lookup, matching, the pro lists and quoting read the
-- standing from users; the history of every warning, suspension, ban and reinstatement with its
-- reason is user_sanctions.

-- active | suspended (until standing_until, or indefinitely when null) | banned (standing_until null).
alter table users
  add column standing text not null default 'active' check (standing in ('active', 'suspended', 'banned')),
  add column standing_until timestamptz,
  add constraint users_standing_until check (standing = 'suspended' or standing_until is null);
-- Few users are ever sanctioned: the index holds only them.
create index users_sanctioned_idx on users (standing, standing_until) where standing <> 'active';

create table user_sanctions (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  kind text not null check (kind in ('warn', 'suspend', 'ban', 'reinstate')),
  -- The end of a suspension (null: indefinite, or not a suspension).
  until timestamptz,
  reason text not null,
  operator_id integer not null references operators (id),
  created timestamptz not null default now()
);
create index user_sanctions_user_idx on user_sanctions (user_id, id desc);

-- Hidden by an operator: the other side sees 此內容已被隱藏, the author sees it marked hidden.
alter table quote_requests
  add column hidden_at timestamptz,
  add column hidden_by integer references operators (id),
  add column hidden_reason text;
alter table messages
  add column hidden_at timestamptz,
  add column hidden_by integer references operators (id),
  add column hidden_reason text;

-- How an operator handled a report: hide_request or dismiss.
alter table quote_reports
  add column handled_at timestamptz,
  add column handled_by integer references operators (id),
  add column outcome text check (outcome in ('hide_request', 'dismiss')),
  add constraint quote_reports_handled check ((handled_at is null) = (outcome is null));
create index quote_reports_open_idx on quote_reports (created desc, id desc) where handled_at is null;
create index quote_reports_handled_idx on quote_reports (created desc, id desc) where handled_at is not null;
create index quote_reports_request_idx on quote_reports (quote_request_id);
