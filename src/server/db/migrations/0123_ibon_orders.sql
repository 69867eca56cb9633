-- The ibon channel's order list (docs/partners.md, "ibon"): one consumer's payments made in a
-- partner channel, newest first, 10 a page.
create index third_party_payments_partner_consumer on third_party_payments (partner_id, consumer_user_id, created desc, id desc) where partner_id is not null;
