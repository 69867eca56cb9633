-- Whether the consumer hired the pro on this bid (change_status/hired), as opposed to the pro
-- reporting a hire himself (self_hire). Only the consumer's hire shows the consumer's full name
-- to the pro (src/domain/users/mask-name.ts); until then he sees it masked (王○○).

alter table quote_bids
  add column hired_by_requester boolean not null default false;

update quote_bids b
set hired_by_requester = true
where b.hired_on is not null
  and exists (
    select 1
    from activities a
    join quote_requests r on r.id = b.quote_request_id
    where a.quote_bid_id = b.id and a.type = 'hire' and a.user_id = r.user_id
  );
