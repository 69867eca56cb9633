-- A service hidden by the platform (docs/services.md, "Hidden by the platform"): set only by an
-- operator from the service reports queue, apart from the pro's own is_public and is_archived. A
-- hidden service is on no public surface and gets no new leads; the pro sees the reason.
alter table quote_services
  add column hidden_at timestamptz,
  add column hidden_reason text,
  add check ((hidden_at is null) = (hidden_reason is null));

-- Reports on a service from the public "report this service" action, decided in the console.
create table service_reports (
  id serial primary key,
  quote_service_id integer not null references quote_services (id) on delete cascade,
  user_id integer not null references users (id),
  reason text not null,
  text text not null default '',
  -- open: waiting; dismissed: nothing done; hidden: the service was hidden for it
  status text not null default 'open' check (status in ('open', 'dismissed', 'hidden')),
  created timestamptz not null default now(),
  decided_at timestamptz,
  decided_by integer references operators (id),
  decision_reason text
);
create index service_reports_open_idx on service_reports (id desc) where status = 'open';
create index service_reports_service_idx on service_reports (quote_service_id, id);
create index service_reports_status_idx on service_reports (status, id desc);
