-- Safety payment refunds and disputes (docs/safety-payments.md, "Refunds and disputes").
-- A refund request may name one milestone; the pro's refusal and the operator's decision are kept
-- with their reasons. CVS/ATM payers give the bank account a refund is transferred to: the account
-- number is encrypted at rest (src/server/lib/data-encryption.ts, context
-- `third_party_payments.refund_bank_account_encrypted`); answers show it masked.
alter table third_party_payments
  add column refund_milestone_id integer references third_party_payment_milestones (id),
  add column refund_declined_at timestamptz,
  add column refund_decline_reason text,
  add column refund_decided_at timestamptz,
  add column refund_decided_by integer references operators (id),
  add column refund_decision text check (refund_decision in ('granted', 'denied')),
  add column refund_decision_reason text;
-- The transfer account's columns (refund_bank_code, refund_bank_branch, refund_bank_account_encrypted,
-- refund_holder_name) come with the payout batches, migration 0079.

-- The console's dispute queue: disputed payments, oldest refusal first.
create index third_party_payments_disputed_idx on third_party_payments (refund_declined_at, id) where state = 'disputed';
