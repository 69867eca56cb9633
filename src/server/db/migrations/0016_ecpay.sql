-- Pay-by-link: a pending purchase can be opened by its order number (dashboard/payfee/{order})
-- or by an unguessable link (payment/{hash}, 128 bits of randomness) that can be e-mailed.
-- A fee shortfall names the quote it is for, so asking again returns the same pending order.
alter table credit_purchases add column link_hash text;
alter table credit_purchases add column quote_bid_id integer references quote_bids (id);
create unique index credit_purchases_link_hash_key on credit_purchases (link_hash) where link_hash is not null;
create index credit_purchases_quote_bid_idx on credit_purchases (quote_bid_id) where quote_bid_id is not null;
