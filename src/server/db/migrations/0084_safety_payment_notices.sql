-- Notifications of every safety payment step, the charge application's decision in the app, and
-- the sweep of expired CVS/ATM codes (docs/notifications.md, docs/safety-payments.md).

-- A notification written for one event carries its key (the payment, the event, the party, the
-- payment's version after the change; a payout line; ...): the same event never notifies twice.
alter table notifications add column dedupe_key text;
create unique index notifications_dedupe_key on notifications (dedupe_key);

-- When the sweep found the payment's CVS code or ATM account expired (the payment went back to requested).
alter table third_party_payments add column payment_expired_at timestamptz;

-- The sweep's candidates: codes issued and not paid, by their deadline.
create index third_party_payments_code_expiry_idx on third_party_payments (payment_expires_at)
  where state = 'awaiting_payment' and payment_expires_at is not null;

alter table notifications drop constraint if exists notifications_type_check;
alter table notifications add constraint notifications_type_check
  check (type in ('new_lead', 'new_quote', 'new_message', 'hired', 'review', 'request_closed', 'request_changed',
    'safety_payment_paid', 'safety_payment_release',
    'safety_payment_requested', 'safety_payment_cancelled', 'safety_payment_expired',
    'safety_payment_refund_requested', 'safety_payment_refund_cancelled', 'safety_payment_refund_approved',
    'safety_payment_refund_declined', 'safety_payment_disputed', 'safety_payment_dispute_decided',
    'safety_payment_payout', 'charge_application_decision', 'business_loan_decision'));
