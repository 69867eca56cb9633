-- Auto top-up: with the pro's explicit consent, a chosen package is bought with a bound card
-- when the wallet falls under a threshold, at most once a day (the purchase's idempotency key
-- names the day, so two server copies sweeping at once still buy once).
create table auto_topup_settings (
  user_id integer primary key references users (id) on delete cascade,
  is_on boolean not null default false,
  -- buy when the balance is below this (credit)
  threshold integer not null check (threshold >= 0 and threshold <= 100000),
  credit_package_id integer not null references credit_packages (id),
  payment_card_id integer not null references payment_cards (id),
  -- when the pro agreed to automatic charges; null: never (the setting cannot be on)
  consented_at timestamptz,
  last_attempt_at timestamptz,
  last_purchase_id integer references credit_purchases (id),
  last_error text,
  created timestamptz not null default now(),
  modified timestamptz not null default now(),
  check (not is_on or consented_at is not null)
);
create index auto_topup_settings_on_idx on auto_topup_settings (user_id) where is_on;
