-- Buying credit: the packages on the pricing page, every purchase (card, convenience-store
-- code, ATM virtual account) from its creation to its confirmation, and the cards pros bind.
-- A purchase credits the wallet exactly once: the ledger row names the purchase and a unique
-- index allows one purchase entry a purchase.

create table credit_packages (
  id integer generated always as identity primary key,
  name text not null,
  -- what the buyer pays, whole TWD
  price integer not null check (price > 0),
  -- credit added on top of the price (1 credit = NT$1)
  bonus_credit integer not null default 0 check (bonus_credit >= 0),
  display_order integer not null default 0,
  is_active boolean not null default true,
  created timestamptz not null default now()
);
create index credit_packages_active_idx on credit_packages (display_order, id) where is_active;

-- A pro's bound cards: the brand, the last four digits and the gateway's token, never the number.
create table payment_cards (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  -- 'sandbox' | 'tappay' | 'stripe'
  provider text not null,
  brand text not null,
  last4 char(4) not null check (last4 ~ '^[0-9]{4}$'),
  -- the gateway's reusable token (TapPay card_key + card_token, Stripe customer + payment method)
  card_token text not null,
  card_key text not null default '',
  is_foreign boolean not null default false,
  is_default boolean not null default false,
  created timestamptz not null default now(),
  removed_at timestamptz
);
create index payment_cards_user_idx on payment_cards (user_id) where removed_at is null;
create unique index payment_cards_default_once on payment_cards (user_id) where is_default and removed_at is null;

create table credit_purchases (
  id integer generated always as identity primary key,
  user_id integer not null references users (id),
  credit_package_id integer references credit_packages (id),
  -- what the buyer pays, whole TWD
  amount integer not null check (amount > 0),
  -- credit the wallet receives when paid: amount + the package's bonus
  credit integer not null check (credit > 0),
  -- 'card' | 'cvs' | 'atm'
  pay_type text not null check (pay_type in ('card', 'cvs', 'atm')),
  -- 'sandbox' | 'tappay' | 'stripe' | 'ecpay'
  provider text not null,
  -- 'pending' | 'paid' | 'failed' | 'expired' | 'refunded'
  status text not null default 'pending' check (status in ('pending', 'paid', 'failed', 'expired', 'refunded')),
  -- the client's key: a retried request finds the purchase it made before
  idempotency_key text not null,
  -- the gateway's id of the payment (TapPay rec_trade_id, Stripe PaymentIntent id, ECPay TradeNo)
  provider_reference text,
  -- our order number sent to the gateway (ECPay MerchantTradeNo, TapPay order_number)
  order_number text not null,
  payment_card_id integer references payment_cards (id),
  -- convenience store: the payment code; ATM: bank code and virtual account
  payment_code text,
  bank_code text,
  virtual_account text,
  expires_at timestamptz,
  paid_at timestamptz,
  error_code text,
  error_message text,
  -- the e-invoice carrier or company as it was when the purchase was made
  invoice jsonb,
  -- what started it: 'pricing' | 'auto_topup' | 'payfee'
  source text not null default 'pricing',
  created timestamptz not null default now(),
  modified timestamptz not null default now()
);
create unique index credit_purchases_idempotency_key on credit_purchases (user_id, idempotency_key);
create unique index credit_purchases_order_number_key on credit_purchases (order_number);
create unique index credit_purchases_provider_reference_key on credit_purchases (provider, provider_reference)
  where provider_reference is not null;
-- dashboard/purchases: a user's purchases, newest first
create index credit_purchases_user_idx on credit_purchases (user_id, created desc, id desc);
-- the expiry sweep of unpaid codes
create index credit_purchases_pending_idx on credit_purchases (expires_at) where status = 'pending';

alter table wallet_entries add column credit_purchase_id integer references credit_purchases (id);
-- A purchase reaches the wallet once.
create unique index wallet_entries_purchase_once on wallet_entries (credit_purchase_id)
  where transaction_type = 1;

insert into credit_packages (name, price, bonus_credit, display_order) values
  ('入門包', 300, 0, 1),
  ('標準包', 1000, 50, 2),
  ('進階包', 3000, 300, 3),
  ('專業包', 6000, 900, 4);
