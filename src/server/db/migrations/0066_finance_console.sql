-- Finance in the operator console (issue 17): purchase refunds, the daily reconciliation and
-- the totals per day and month.

-- The console operator who wrote an adjustment (type 37) or a purchase refund (type 38).
-- operator_user_id (0037) names a marketplace account, and operators are not users.
alter table wallet_entries add column operator_id integer references operators (id);

-- The totals and the reconciliation read the ledger by day (Taipei days, as UTC ranges).
create index wallet_entries_created_idx on wallet_entries (created, transaction_type);

-- The console's purchase list: newest first, alone or by status or way of paying.
create index credit_purchases_newest_idx on credit_purchases (created desc, id desc);
create index credit_purchases_status_newest_idx on credit_purchases (status, created desc, id desc);
create index credit_purchases_pay_type_newest_idx on credit_purchases (pay_type, created desc, id desc);

-- The reconciliation reads what was paid and refunded on a day.
create index credit_purchases_paid_at_idx on credit_purchases (paid_at) where paid_at is not null;
create index credit_purchases_refunded_at_idx on credit_purchases (refunded_at) where refunded_at is not null;
