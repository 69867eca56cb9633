-- Partial grants of refund disputes (docs/safety-payments.md "Disputes", docs/shop.md "Disputes"):
-- an operator may give back less than was asked. The payment keeps the requested amount in
-- `refund_amount` and the granted one in `refund_granted_amount` (null until granted).
alter table third_party_payments add column refund_granted_amount integer check (refund_granted_amount > 0);

-- A shop order's escalation carries the consumer's own reason, shown to the pro and the operator.
alter table nshop_orders add column dispute_reason text;

-- 'partial': the operator gave back part of the order's money; the order goes on with the rest held.
alter table nshop_orders drop constraint if exists nshop_orders_dispute_check;
alter table nshop_orders add constraint nshop_orders_dispute_check check (dispute in ('open', 'denied', 'partial'));
