-- A shop order's dispute (docs/shop.md "Disputes"): after the pro rejected the consumer's
-- cancellation of a paid order, the consumer may take it to the platform once. The order keeps its
-- status; `dispute` says the platform handles it ('open', its payment disputed in the console's
-- refund-dispute queue) or decided it for the pro ('denied'). A granted dispute cancels the order.
alter table nshop_orders add column cancel_rejected_at timestamptz;
alter table nshop_orders add column dispute text check (dispute in ('open', 'denied'));
alter table nshop_orders add column disputed_at timestamptz;

-- An operator's grant cancels the order.
alter table nshop_orders drop constraint if exists nshop_orders_cancelled_by_check;
alter table nshop_orders add constraint nshop_orders_cancelled_by_check check (cancelled_by in ('pro', 'consumer', 'system', 'operator'));
