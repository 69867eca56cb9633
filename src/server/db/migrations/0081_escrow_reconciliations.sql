-- The escrow's daily reconciliation: each Taipei day's check of the escrow ledger against the
-- payments the gateways confirmed that day, kept by the daily job (a re-run of a day replaces it).
create table escrow_reconciliations (
  day text primary key check (day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  -- The balances when the day was checked: the trust account's cash, and what it owes
  -- (payments held, pros' payables, the platform's fees, refunds owed), as positive NT$.
  trust_cash bigint not null,
  owed bigint not null,
  -- The payments confirmed that day (card, CVS, ATM) against the escrow receipts for them.
  gateway_count integer not null,
  gateway_amount bigint not null,
  ledger_amount bigint not null,
  -- Every payment or receipt that does not match: {source, kind, problem, reference_id, expected, ledger}.
  mismatches jsonb not null default '[]',
  balanced boolean not null,
  checked_at timestamptz not null default now()
);
create index escrow_reconciliations_unbalanced_idx on escrow_reconciliations (day) where not balanced;
-- The day's receipts without their payment's confirmation that day.
create index escrow_transactions_kind_created_idx on escrow_transactions (kind, created);
-- The payments confirmed on a day.
create index third_party_payments_paid_at_idx on third_party_payments (paid_at) where paid_at is not null;
