-- A quote template remembers how the pro pays for quotes sent with it: the fee at once (false)
-- or only when the consumer makes contact (true, pay-on-contact; docs/quotes.md).

alter table quote_templates
  add column is_contact_charge boolean not null default false;
