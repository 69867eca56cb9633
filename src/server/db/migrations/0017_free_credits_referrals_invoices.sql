-- E-invoice settings, free-credit events and referrals.

-- Operators: the few staff accounts that may edit the free-credit events and the referral
-- rewards. Set by hand in the database (update users set is_operator = true where id = ...);
-- no endpoint grants it.
alter table users add column is_operator boolean not null default false;

-- The e-invoice carrier a user wants on each credit purchase (Taiwan's uniform invoice).
-- Each purchase keeps a copy (credit_purchases.invoice) as it was when it was made.
create table user_invoice_settings (
  user_id integer primary key references users (id) on delete cascade,
  -- 'member' (the platform's member carrier, mailed), 'mobile' (mobile barcode),
  -- 'certificate' (citizen digital certificate), 'donation' (donation code), 'company' (B2B)
  carrier_type text not null check (carrier_type in ('member', 'mobile', 'certificate', 'donation', 'company')),
  -- mobile barcode or citizen digital certificate number
  carrier text,
  donation_code text,
  unified_number text,
  -- the company's registered name
  title text,
  created timestamptz not null default now(),
  modified timestamptz not null default now(),
  check (carrier_type not in ('mobile', 'certificate') or carrier is not null),
  check (carrier_type <> 'mobile' or carrier ~ '^/[0-9A-Z.+-]{7}$'),
  check (carrier_type <> 'certificate' or carrier ~ '^[A-Z]{2}[0-9]{14}$'),
  check (carrier_type <> 'donation' or donation_code ~ '^[0-9]{3,7}$'),
  check (carrier_type <> 'company' or (unified_number ~ '^[0-9]{8}$' and title is not null and title <> ''))
);

-- Tasks that earn free credit once each. The code names the rule (src/domain/free-credits);
-- an operator edits the wording, the reward and whether it is offered.
create table free_credit_events (
  id integer generated always as identity primary key,
  code text not null unique,
  title text not null,
  description text not null default '',
  reward_amount integer not null check (reward_amount > 0),
  display_order integer not null default 0,
  is_active boolean not null default true,
  created timestamptz not null default now(),
  modified timestamptz not null default now()
);

-- A task's credit given to a user: at most once a user and task (the unique index), so two
-- claims at once grant once.
create table free_credit_claims (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  free_credit_event_id integer not null references free_credit_events (id),
  amount integer not null check (amount > 0),
  wallet_entry_id bigint references wallet_entries (id),
  created timestamptz not null default now()
);
create unique index free_credit_claims_once on free_credit_claims (user_id, free_credit_event_id);

insert into free_credit_events (code, title, description, reward_amount, display_order) values
  ('complete_profile', '完成個人檔案', '填寫姓名並上傳大頭照，讓客戶認識你。', 50, 1),
  ('verify_phone', '驗證手機號碼', '完成手機驗證，客戶與我們才能即時聯絡你。', 50, 2),
  ('first_quote', '送出第一筆報價', '回覆一筆需求並送出報價。', 100, 3),
  ('first_review', '獲得第一則評價', '完成服務後，請客戶給你第一則評價。', 100, 4);

-- Each user's referral link: /signup?ref={hash}. users.referral_hash (0002) records the hash a
-- new account signed up with.
create table referral_codes (
  user_id integer primary key references users (id) on delete cascade,
  hash text not null unique check (hash ~ '^[A-Za-z0-9_-]{6,64}$'),
  created timestamptz not null default now()
);

-- The rewards of the program; one row (id is always true), edited by an operator.
create table referral_settings (
  id boolean primary key default true check (id),
  -- credit to the one who invited and to the new pro, when the new pro first buys credit
  referrer_reward integer not null check (referrer_reward >= 0),
  referred_reward integer not null check (referred_reward >= 0),
  is_active boolean not null default true,
  modified timestamptz not null default now()
);
insert into referral_settings (referrer_reward, referred_reward) values (200, 100);

-- Invitations mailed by a user (for the limits and the list).
create table referral_invites (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  email text not null,
  created timestamptz not null default now()
);
create index referral_invites_user_idx on referral_invites (user_id, created desc);

-- A referral rewarded: once a referred user (the unique key), whatever happens at once.
create table referral_rewards (
  id integer generated always as identity primary key,
  referred_user_id integer not null unique references users (id) on delete cascade,
  referrer_user_id integer not null references users (id) on delete cascade,
  credit_purchase_id integer not null unique references credit_purchases (id),
  referrer_amount integer not null check (referrer_amount >= 0),
  referred_amount integer not null check (referred_amount >= 0),
  referrer_entry_id bigint references wallet_entries (id),
  referred_entry_id bigint references wallet_entries (id),
  created timestamptz not null default now(),
  check (referrer_user_id <> referred_user_id)
);
create index referral_rewards_referrer_idx on referral_rewards (referrer_user_id);
-- people a user referred: users.referral_hash = the user's code
create index users_referral_hash_idx on users (referral_hash) where referral_hash is not null;
