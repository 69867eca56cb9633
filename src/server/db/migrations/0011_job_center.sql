-- Pros reaching requests themselves: narrow-match leads (a lead the pro must accept before
-- quoting) and the job center's list of open requests by category.

-- null: an ordinary lead; 1 pending, 2 accepted (won), 3 declined (lost) - spec section 3.
alter table quote_bids add column narrow_status_id smallint check (narrow_status_id in (1, 2, 3));
alter table quote_bids add column narrow_decline_reason text;

-- The job center: open requests of a category, newest first.
create index quote_requests_open_category_idx on quote_requests (quote_category_id, created desc, id desc)
  where not is_closed and not is_archived;
