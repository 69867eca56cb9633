-- E-invoices for the platform fees of safety payments, and partial refunds of credit purchases
-- from the console (docs/e-invoices.md).

-- A fee taken on a safety payment's release is a sale to the pro: its invoice names the payment.
alter table einvoices add column third_party_payment_id integer references third_party_payments (id);
create index einvoices_payment_idx on einvoices (third_party_payment_id) where third_party_payment_id is not null;

-- What of a purchase has been given back so far (a full refund: all of it, and status refunded).
alter table credit_purchases add column refunded_amount integer not null default 0;
alter table credit_purchases add column refunded_credit integer not null default 0;
update credit_purchases set refunded_amount = amount, refunded_credit = credit where status = 'refunded';
alter table credit_purchases add constraint credit_purchases_refunded_check
  check (refunded_amount >= 0 and refunded_amount <= amount and refunded_credit >= 0 and refunded_credit <= credit);

-- Each refund of a purchase (whole or part): the NT$ given back, the credit taken from the wallet
-- and its ledger entry (type 38). The totals and the reconciliation count refunds from here.
create table credit_purchase_refunds (
  id integer generated always as identity primary key,
  credit_purchase_id integer not null references credit_purchases (id),
  wallet_entry_id bigint references wallet_entries (id),
  amount integer not null check (amount > 0),
  credit integer not null check (credit >= 0),
  method text not null check (method in ('gateway', 'transfer')),
  reason text not null,
  operator_id integer references operators (id),
  created timestamptz not null default now()
);
-- A purchase may now be refunded in parts: one type-38 entry per refund, each kept once by its
-- refund row (a part's entry is unique there), no longer one per purchase.
drop index wallet_entries_purchase_refund_once;
create unique index credit_purchase_refunds_entry_idx on credit_purchase_refunds (wallet_entry_id);
create index credit_purchase_refunds_purchase_idx on credit_purchase_refunds (credit_purchase_id, id);
create index credit_purchase_refunds_created_idx on credit_purchase_refunds (created);

-- The refunds made before: one whole refund each, with its ledger entry.
insert into credit_purchase_refunds (credit_purchase_id, wallet_entry_id, amount, credit, method, reason, operator_id, created)
select p.id, e.id, p.amount, p.credit, coalesce(p.refund_method, 'transfer'), coalesce(p.refund_reason, ''), e.operator_id, coalesce(p.refunded_at, e.created, now())
  from credit_purchases p
  left join lateral (
    select id, operator_id, created from wallet_entries w
     where w.credit_purchase_id = p.id and w.transaction_type = 38 order by id limit 1
  ) e on true
 where p.status = 'refunded';
