-- The console's review queues (issue 17): an operator takes an item (a certificate today) so
-- two operators do not decide the same one; at most one operator per item of a queue.
create table ops_queue_assignments (
  id serial primary key,
  queue text not null,
  item_id integer not null,
  operator_id integer not null references operators (id),
  assigned_at timestamptz not null default now()
);
create unique index ops_queue_assignments_item on ops_queue_assignments (queue, item_id);
-- "Mine" lists and counts: the caller's items of a queue.
create index ops_queue_assignments_operator on ops_queue_assignments (queue, operator_id, item_id);

-- Certificates are decided in the console now: the reviewer is an operator, not a user (the old
-- reviewed_by stays for decisions made before).
alter table service_certificates add column reviewed_by_operator_id integer references operators (id);
-- The queue in any status (pending has its own partial index), and filtered by type.
create index service_certificates_status_idx on service_certificates (status, modified, id);
create index service_certificates_type_status_idx on service_certificates (type, status, modified, id);
