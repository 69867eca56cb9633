-- Partner attribution (docs/partners.md): what was made inside a partner channel carries the
-- partner's id (the session's partner flag when it was made). A quote fee has no column: it is
-- the partner's when the request it quotes on is. The indexes serve the monthly partner report.
alter table quote_requests add column partner_id text;
create index quote_requests_partner on quote_requests (partner_id, created) where partner_id is not null;

alter table third_party_payments add column partner_id text;
create index third_party_payments_partner on third_party_payments (partner_id) where partner_id is not null;

alter table nshop_orders add column partner_id text;
create index nshop_orders_partner on nshop_orders (partner_id, created) where partner_id is not null;
