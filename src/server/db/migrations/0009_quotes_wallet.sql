-- Sending quotes: the pros' wallets, the append-only credit ledger the quote fees and grants
-- are written to, quote templates, and the categories a pro may not quote in.

-- One row a user: the balance the ledger adds up to, locked by every spend.
create table wallets (
  user_id integer primary key references users (id) on delete cascade,
  balance integer not null default 0 check (balance >= 0),
  modified timestamptz not null default now()
);

-- Every change of a balance, never updated or deleted (the trigger below refuses both).
create table wallet_entries (
  id bigint generated always as identity primary key,
  user_id integer not null references users (id),
  -- src/domain/wallet/ledger.ts TransactionType
  transaction_type smallint not null check (transaction_type in (1, 14, 15, 33, 34, 35, 36, 37, 38, 39)),
  amount integer not null check (amount <> 0),
  balance_after integer not null check (balance_after >= 0),
  quote_bid_id integer references quote_bids (id),
  -- a refund names the fee it gives back
  refunds_entry_id bigint references wallet_entries (id),
  note text not null default '',
  created timestamptz not null default now()
);
-- The credit history: a user's entries, newest first.
create index wallet_entries_user_idx on wallet_entries (user_id, created desc, id desc);
create index wallet_entries_bid_idx on wallet_entries (quote_bid_id) where quote_bid_id is not null;
-- A user gets the welcome grant once; a bid is charged once; a fee is refunded once.
create unique index wallet_entries_welcome_once on wallet_entries (user_id) where transaction_type = 33;
create unique index wallet_entries_fee_once on wallet_entries (quote_bid_id) where transaction_type in (14, 34, 35);
create unique index wallet_entries_refund_once on wallet_entries (refunds_entry_id) where refunds_entry_id is not null;

create function wallet_entries_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'wallet_entries is append-only';
end;
$$;
create trigger wallet_entries_no_change before update or delete on wallet_entries
  for each row execute function wallet_entries_append_only();

-- The fee a sent quote cost (null: free or not yet taken, as in pay-on-contact mode).
alter table quote_bids add column fee_amount integer check (fee_amount >= 0);
-- The 48-hour refund sweep: quotes sent with a fee that the consumer has not opened.
create index quote_bids_unopened_fee_idx on quote_bids (quote_sent_on)
  where fee_amount > 0 and not is_requestor_readed and quote_status_id = 2;

create table quote_templates (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  quote_service_id integer references quote_services (id) on delete cascade,
  quote_category_id integer references quote_categories (id),
  display_name text not null,
  price_note text not null default '',
  hourly_rate_at integer check (hourly_rate_at > 0),
  flat_rate_at integer check (flat_rate_at > 0),
  on_site boolean not null default false,
  attachments jsonb not null default '[]'::jsonb,
  created timestamptz not null default now(),
  modified timestamptz not null default now()
);
create index quote_templates_user_idx on quote_templates (user_id, modified desc);

-- Categories a pro may not quote in (set by support, e.g. a licence not shown): code 690.
create table user_category_limitations (
  user_id integer not null references users (id) on delete cascade,
  quote_category_id integer not null references quote_categories (id),
  reason text not null default '',
  created timestamptz not null default now(),
  primary key (user_id, quote_category_id)
);
