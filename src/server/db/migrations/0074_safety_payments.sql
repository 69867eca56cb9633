-- Safety payments (third-party payments, issue 18): a pro's payment request on a hired bid, its
-- milestones, and the escrow ledger of the trust account that holds the consumer's money.
-- States and codes: src/domain/safety-payments (states.ts, escrow.ts). docs/safety-payments.md.

create table third_party_payments (
  id integer generated always as identity primary key,
  -- The public id in paths (view/{pid}.json) and the guest link's token (hash/{hash}.json).
  pid text not null unique,
  hash text not null unique,
  quote_bid_id integer not null references quote_bids (id),
  pro_user_id integer not null references users (id),
  consumer_user_id integer not null references users (id),
  -- Whole NT$. The fee (shown before paying) comes out of what is released to the pro.
  amount integer not null check (amount > 0),
  fee integer not null default 0 check (fee >= 0 and fee <= amount),
  items jsonb not null default '[]',
  -- A Taiwan calendar day, YYYY-MM-DD (text: read the same by every driver).
  due_date text not null check (due_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  state text not null default 'requested' check (state in (
    'requested', 'awaiting_payment', 'held', 'partially_released', 'partially_refunded',
    'refund_requested', 'disputed', 'released', 'refunded', 'cancelled')),
  read_at timestamptz,
  -- The pay step: how it was paid, the gateway's reference, the client's idempotency key, the card.
  pay_type text check (pay_type in ('card', 'cvs', 'atm')),
  payment_id text,
  idempotency_key text,
  card_brand text,
  card_last4 text check (card_last4 ~ '^[0-9]{4}$'),
  paid_at timestamptz,
  completion_reported_at timestamptz,
  -- Money moved so far (the escrow ledger holds the entries): released to the pro (fee included)
  -- and refunded to the consumer, and the part of the releases taken as fee.
  released_amount integer not null default 0 check (released_amount >= 0),
  refunded_amount integer not null default 0 check (refunded_amount >= 0),
  fee_taken integer not null default 0 check (fee_taken >= 0 and fee_taken <= released_amount),
  -- A refund request: how much and why (refund_requested and disputed).
  refund_amount integer check (refund_amount > 0),
  refund_reason text,
  refund_requested_at timestamptz,
  cancelled_at timestamptz,
  created timestamptz not null default now(),
  modified timestamptz not null default now(),
  -- Bumped by every change: writes are conditional on the version read.
  version integer not null default 1,
  check (released_amount + refunded_amount <= amount)
);
-- safety-payments and index/page:{n}: the caller's payments as consumer or as pro, newest first.
create index third_party_payments_consumer_idx on third_party_payments (consumer_user_id, created desc, id desc);
create index third_party_payments_pro_idx on third_party_payments (pro_user_id, created desc, id desc);
-- safety-payments/{bidId} and the quote's own payments.
create index third_party_payments_bid_idx on third_party_payments (quote_bid_id, created desc, id desc);
-- The auto-release sweep: completion reported, money held.
create index third_party_payments_auto_release_idx on third_party_payments (completion_reported_at)
  where completion_reported_at is not null and state in ('held', 'partially_released', 'partially_refunded');
-- A gateway's reference names one payment; a client's key names one pay attempt.
create unique index third_party_payments_payment_id_once on third_party_payments (pay_type, payment_id) where payment_id is not null;
create unique index third_party_payments_idempotency_once on third_party_payments (consumer_user_id, idempotency_key) where idempotency_key is not null;

create table third_party_payment_milestones (
  id integer generated always as identity primary key,
  third_party_payment_id integer not null references third_party_payments (id) on delete cascade,
  position smallint not null check (position >= 1),
  amount integer not null check (amount > 0),
  description text not null,
  state text not null default 'open' check (state in ('open', 'released', 'refunded')),
  released_at timestamptz,
  unique (third_party_payment_id, position)
);

-- The escrow ledger (src/domain/safety-payments/escrow.ts). Debits are positive, credits
-- negative; the trust account's cash is never below zero and nothing owed is ever above zero
-- (escrow_account_sign), so releasing or refunding more than is held fails in the statement that tries it.
create table escrow_accounts (
  id integer generated always as identity primary key,
  kind text not null check (kind in ('trust_cash', 'trust_liability', 'pro_payable', 'platform_fee', 'refund_payable')),
  -- A payment's id (trust_liability), a user's id (pro_payable, refund_payable), 0 for the single accounts.
  owner_id integer not null,
  balance bigint not null default 0,
  modified timestamptz not null default now(),
  unique (kind, owner_id)
);
-- The sign rule, on the row written (a check constraint would also judge the row an upsert
-- proposes before it turns into an update): the statement that breaks it fails with 23514.
create function escrow_account_sign() returns trigger language plpgsql as $$
begin
  if (new.kind = 'trust_cash' and new.balance < 0) or (new.kind <> 'trust_cash' and new.balance > 0) then
    raise exception 'escrow account %:% would hold %', new.kind, new.owner_id, new.balance using errcode = 'check_violation';
  end if;
  return null;
end;
$$;
create trigger escrow_accounts_sign after insert or update on escrow_accounts
  for each row execute function escrow_account_sign();

create table escrow_transactions (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('payment_received', 'release', 'card_refund', 'refund_owed', 'refund_transferred', 'payout', 'fee_transferred')),
  third_party_payment_id integer references third_party_payments (id),
  milestone_id integer references third_party_payment_milestones (id),
  -- What the transaction is of (kind, payment, reference): written once, so nothing is posted twice.
  dedupe_key text not null unique,
  operator_id integer references operators (id),
  note text not null default '',
  created timestamptz not null default now()
);
create index escrow_transactions_payment_idx on escrow_transactions (third_party_payment_id, id) where third_party_payment_id is not null;
create index escrow_transactions_created_idx on escrow_transactions (created, kind);

create table escrow_entries (
  id bigint generated always as identity primary key,
  transaction_id bigint not null references escrow_transactions (id),
  account_id integer not null references escrow_accounts (id),
  amount integer not null check (amount <> 0),
  balance_after bigint not null,
  created timestamptz not null default now()
);
-- An account's statement, oldest first; a transaction's lines.
create index escrow_entries_account_idx on escrow_entries (account_id, id);
create index escrow_entries_transaction_idx on escrow_entries (transaction_id);

create function escrow_append_only() returns trigger language plpgsql as $$
begin
  raise exception '% is append-only', tg_table_name;
end;
$$;
create trigger escrow_entries_no_change before update or delete on escrow_entries
  for each row execute function escrow_append_only();
create trigger escrow_transactions_no_change before update or delete on escrow_transactions
  for each row execute function escrow_append_only();

-- At commit, every transaction that got entries sums to zero.
create function escrow_transaction_balanced() returns trigger language plpgsql as $$
declare
  total bigint;
begin
  select coalesce(sum(amount), 0) into total from escrow_entries where transaction_id = new.transaction_id;
  if total <> 0 then
    raise exception 'escrow transaction % does not balance (%)', new.transaction_id, total;
  end if;
  return null;
end;
$$;
create constraint trigger escrow_entries_balanced after insert on escrow_entries
  deferrable initially deferred for each row execute function escrow_transaction_balanced();
