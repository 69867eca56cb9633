-- A shop order is paid through the safety-payment rail (spec section 8, docs/shop.md): its
-- payment belongs to the order instead of a bid. Exactly one of the two is set.
alter table third_party_payments alter column quote_bid_id drop not null;
alter table third_party_payments add column nshop_order_id integer unique references nshop_orders (id) on delete cascade;
alter table third_party_payments add constraint third_party_payments_one_owner_check
  check ((quote_bid_id is null) <> (nshop_order_id is null));
