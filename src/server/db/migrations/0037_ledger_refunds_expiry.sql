-- Ledger types 37-39 (src/domain/wallet/ledger.ts): an operator's adjustment names the operator,
-- a purchase is refunded once, and free credit expires by a sweep reading the grants by date.
alter table wallet_entries add column operator_user_id integer references users (id);

-- A purchase goes back to its buyer once (type 38), whatever happens at once.
create unique index wallet_entries_purchase_refund_once on wallet_entries (credit_purchase_id)
  where transaction_type = 38;

-- The expiry sweep (type 39) finds free grants (33 welcome, 36 promotion) older than the period.
create index wallet_entries_free_grants_idx on wallet_entries (created) where transaction_type in (33, 36);

-- How a refunded purchase went back: through the card gateway's refund, or by bank transfer
-- (ECPay's convenience-store codes and ATM accounts have no refund of their own).
alter table credit_purchases add column refunded_at timestamptz;
alter table credit_purchases add column refund_method text check (refund_method in ('gateway', 'transfer'));
alter table credit_purchases add column refund_reason text;

-- The profile task counts what the lead list and the editor count: the name, the service's
-- basics, its picture and its description. Wording an operator changed is left as it is.
update free_credit_events
  set title = '完成專家檔案', description = '填寫姓名、服務資料、大頭貼與服務介紹，讓顧客認識您。'
  where code = 'complete_profile' and title = '完成個人檔案';
