-- Auto-quote: per service category, a weekly budget (steps of 50, default 500, weeks from
-- Monday in Taiwan time), the template it quotes with, and when the pro agreed to be charged.
alter table quote_service_categories
  add column auto_quote_weekly_budget integer not null default 500
    check (auto_quote_weekly_budget between 0 and 100000 and auto_quote_weekly_budget % 50 = 0),
  add column auto_quote_template_id integer references quote_templates (id) on delete set null,
  add column auto_quote_consented_at timestamptz;

-- The week's auto-quote spending: auto-quote fees by time.
create index wallet_entries_auto_quote_idx on wallet_entries (user_id, created) where transaction_type = 34;
