-- E-invoices issued for sales (issue 18): one row per sale, written in the transaction that
-- completes it (the outbox), issued at the e-invoice provider by the issue-einvoices job, voided
-- or given allowances (折讓) when the sale is refunded. Credit purchases are the first sale.
create table einvoices (
  id serial primary key,
  user_id integer not null references users (id),
  credit_purchase_id integer unique references credit_purchases (id),
  -- Our number for the sale at the provider (ECPay's RelateNumber, at most 30 characters).
  relate_number text not null unique,
  -- pending: to issue; issued; voided; cancelled: refunded before it was issued;
  -- off: no provider was configured when the sale completed (never issued).
  status text not null default 'pending' check (status in ('pending', 'issued', 'voided', 'cancelled', 'off')),
  -- The buyer's choice at the sale: carrier_type, carrier, donation_code, unified_number (masked), title.
  buyer jsonb not null,
  -- A company's 統一編號, encrypted like user_invoice_settings'.
  unified_number_encrypted text,
  -- [{name, count, word, price, amount}], whole NT$, tax included.
  items jsonb not null,
  amount integer not null check (amount > 0),
  -- 1 taxable, 2 zero-rated, 3 exempt (ECPay's TaxType).
  tax_type text not null default '1' check (tax_type in ('1', '2', '3')),
  invoice_number text,
  invoice_date timestamptz,
  random_number text,
  mailed_at timestamptz,
  -- A full refund asks for a void; the job sends it.
  void_requested_at timestamptz,
  void_reason text,
  voided_at timestamptz,
  -- The provider's last refusal or outage of an issue or void; null after a success.
  last_error text,
  attempts integer not null default 0,
  -- When the job tries again after a failure; null: at its next run.
  next_attempt_at timestamptz,
  created timestamptz not null default now(),
  modified timestamptz not null default now()
);
-- The job's due work, and the console's failures.
create index einvoices_due_idx on einvoices (next_attempt_at nulls first) where status = 'pending' or (status = 'issued' and void_requested_at is not null);
create index einvoices_failed_idx on einvoices (modified desc) where last_error is not null;

-- Allowances (折讓) on an issued invoice: a partial refund, or a full one after the invoice's period.
create table einvoice_allowances (
  id serial primary key,
  einvoice_id integer not null references einvoices (id),
  amount integer not null check (amount > 0),
  reason text not null,
  status text not null default 'pending' check (status in ('pending', 'issued')),
  allowance_number text,
  allowance_date timestamptz,
  last_error text,
  attempts integer not null default 0,
  -- When the job tries again after a failure; null: at its next run.
  next_attempt_at timestamptz,
  created timestamptz not null default now(),
  modified timestamptz not null default now()
);
create index einvoice_allowances_invoice_idx on einvoice_allowances (einvoice_id);
create index einvoice_allowances_due_idx on einvoice_allowances (next_attempt_at nulls first) where status = 'pending';
