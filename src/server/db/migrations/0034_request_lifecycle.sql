-- The job's lifecycle as both sides see it.
-- The street address of the job (asked by the form when the category's work is done on site);
-- the pro sees it only once the consumer has hired him.
alter table quote_requests
  add column address text check (address is null or char_length(address) between 1 and 200),
  -- Closed because the consumer hired a pro (undoing that hire reopens it), not by the consumer.
  add column closed_by_hire boolean not null default false;

-- A lead or quote closed because the consumer hired another pro: undoing the hire reopens it.
alter table quote_bids
  add column closed_by_hire boolean not null default false;

-- The other pros are told when the request closes on a hire, and pros who quoted when the
-- consumer changes the request.
alter table notifications drop constraint if exists notifications_type_check;
alter table notifications add constraint notifications_type_check
  check (type in ('new_lead', 'new_quote', 'new_message', 'hired', 'review', 'request_closed', 'request_changed'));

-- Requests hired before this migration close to the other pros now.
update quote_bids b
set quote_status_id = 9, closed_by_hire = true, modified = now()
where b.quote_status_id in (1, 2)
  and exists (
    select 1 from quote_bids h
    where h.quote_request_id = b.quote_request_id and h.id <> b.id
      and h.quote_status_id in (3, 4, 5) and h.hired_by_requester
  );

update quote_requests r
set is_closed = true, closed_by_hire = true
where not r.is_closed
  and exists (
    select 1 from quote_bids h
    where h.quote_request_id = r.id and h.quote_status_id in (3, 4, 5) and h.hired_by_requester
  );
