-- Partner-only discount codes (docs/fet.md): a partner's offers, used at checkout of a shop order
-- placed in that partner's channel. The consumer pays the order's total less the discount; the
-- pro is still paid the whole total: on release the partner's subsidy (escrow `partner_subsidy`)
-- pays the difference from what the partner owes the trust account (`partner_receivable`).
create table partner_discount_codes (
  id integer generated always as identity primary key,
  partner_id text not null,
  code text not null check (code ~ '^[A-Z0-9_-]{3,32}$'),
  title text not null default '',
  -- Exactly one of: whole NT$ off, or a percentage off.
  amount_off integer check (amount_off > 0),
  percent_off integer check (percent_off between 1 and 100),
  min_order integer not null default 0 check (min_order >= 0),
  valid_from timestamptz not null,
  valid_until timestamptz not null,
  -- Null: no limit.
  max_uses integer check (max_uses > 0),
  per_user_limit integer check (per_user_limit > 0),
  active boolean not null default true,
  created timestamptz not null default now(),
  check ((amount_off is null) <> (percent_off is null)),
  check (valid_until > valid_from),
  unique (partner_id, code)
);

-- One use per order (an order uses at most one code); a cancelled order's use no longer counts.
create table partner_discount_redemptions (
  id integer generated always as identity primary key,
  code_id integer not null references partner_discount_codes (id),
  nshop_order_id integer not null unique references nshop_orders (id),
  user_id integer not null references users (id),
  discount integer not null check (discount > 0),
  created timestamptz not null default now()
);
create index partner_discount_redemptions_code on partner_discount_redemptions (code_id, user_id);

-- The order's discount (whole NT$): its payment is the total less it.
alter table nshop_orders add column partner_discount integer not null default 0 check (partner_discount >= 0);

-- The escrow ledger: what a partner owes for its subsidies is an asset of the trust account
-- (zero or more, like its cash), and the subsidy is a transaction kind.
alter table escrow_accounts drop constraint escrow_accounts_kind_check;
alter table escrow_accounts add constraint escrow_accounts_kind_check
  check (kind in ('trust_cash', 'trust_liability', 'pro_payable', 'platform_fee', 'refund_payable', 'partner_receivable'));
alter table escrow_transactions drop constraint escrow_transactions_kind_check;
alter table escrow_transactions add constraint escrow_transactions_kind_check
  check (kind in ('payment_received', 'release', 'card_refund', 'refund_owed', 'refund_transferred', 'payout', 'fee_transferred', 'partner_subsidy'));

create or replace function escrow_account_sign() returns trigger language plpgsql as $$
begin
  if (new.kind in ('trust_cash', 'partner_receivable') and new.balance < 0) or (new.kind not in ('trust_cash', 'partner_receivable') and new.balance > 0) then
    raise exception 'escrow account %:% would hold %', new.kind, new.owner_id, new.balance using errcode = 'check_violation';
  end if;
  return null;
end;
$$;
