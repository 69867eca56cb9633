-- Paying a safety payment (issue 18, the pay step): the attempt's order number at the gateway,
-- the CVS code or ATM account ECPay issued and when it expires, and why the last attempt failed.
-- The pro is told when the money arrives (notification type safety_payment_paid). docs/safety-payments.md.

alter table third_party_payments add column order_number text;
alter table third_party_payments add column payment_code text;
alter table third_party_payments add column bank_code text;
alter table third_party_payments add column virtual_account text;
alter table third_party_payments add column payment_expires_at timestamptz;
alter table third_party_payments add column pay_error text;
-- ECPay's MerchantTradeNo and the card gateway's order number: one attempt, one payment.
create unique index third_party_payments_order_number_once on third_party_payments (order_number) where order_number is not null;

alter table notifications drop constraint if exists notifications_type_check;
alter table notifications add constraint notifications_type_check
  check (type in ('new_lead', 'new_quote', 'new_message', 'hired', 'review', 'request_closed', 'request_changed', 'safety_payment_paid'));
