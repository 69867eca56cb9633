-- Business loans (flag FEATURE_BUSINESS_LOAN, docs/business-loans.md): a pro applies to the
-- partner bank for a working-capital loan. With the pro's explicit consent (consent_at) the
-- application carries a snapshot of their platform revenue taken when it was sent: NT$ of safety
-- payments released to them per month (Taipei) over the last 12 months, from the escrow ledger.
-- An operator forwards it and records the partner's answer (partner_reference, decision_note).
-- Status: 1 submitted, 2 sent to the partner, 3 approved, 4 declined, 5 withdrawn
-- (src/domain/business-loans/business-loan.ts).
create table business_loan_applications (
  id integer generated always as identity primary key,
  pro_user_id integer not null references users (id) on delete cascade,
  amount integer not null check (amount > 0),
  term_months smallint not null check (term_months > 0),
  purpose text not null check (purpose in ('working_capital', 'equipment', 'vehicle', 'materials', 'marketing', 'other')),
  purpose_note text,
  consent_at timestamptz not null,
  revenue_summary jsonb not null,
  status smallint not null default 1 check (status in (1, 2, 3, 4, 5)),
  partner_reference text,
  decision_note text,
  decided_by_operator_id integer references operators (id),
  decided_at timestamptz,
  withdrawn_at timestamptz,
  created timestamptz not null default now(),
  modified timestamptz not null default now()
);
-- The pro's own list, newest first.
create index business_loan_applications_pro_idx on business_loan_applications (pro_user_id, id desc);
-- The console's list by status, oldest change first.
create index business_loan_applications_status_idx on business_loan_applications (status, modified, id);
-- One open application (submitted or with the partner) per pro at a time.
create unique index business_loan_applications_one_open on business_loan_applications (pro_user_id) where status in (1, 2);
