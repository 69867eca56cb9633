-- Voice appointments (docs/voice.md): one party of a quote proposes a time for a call, the other
-- accepts or declines, either cancels. status: 1 proposed, 2 accepted, 3 cancelled, 4 declined
-- (src/domain/calls/voice-appointment.ts).
create table voice_appointments (
  id serial primary key,
  quote_bid_id integer not null references quote_bids (id) on delete cascade,
  -- the bid's pro (his appointments may not overlap) and the one who proposed the time
  pro_user_id integer not null references users (id) on delete cascade,
  proposer_id integer not null references users (id) on delete cascade,
  scheduled_at timestamptz not null,
  note text not null default '',
  status smallint not null default 1 check (status between 1 and 4),
  cancelled_by integer references users (id) on delete set null,
  cancel_reason text not null default '',
  -- when the reminder job told both parties (once)
  reminded_at timestamptz,
  created timestamptz not null default now(),
  modified timestamptz not null default now()
);
-- One open proposal a bid at a time.
create unique index voice_appointments_one_proposal_idx on voice_appointments (quote_bid_id) where status = 1;
create index voice_appointments_bid_idx on voice_appointments (quote_bid_id, id);
-- The pro's open appointments (overlap check, calendars).
create index voice_appointments_pro_idx on voice_appointments (pro_user_id, scheduled_at) where status in (1, 2);
-- The reminder job's due ones.
create index voice_appointments_remind_idx on voice_appointments (scheduled_at) where status = 2 and reminded_at is null;

-- A reminder of an accepted appointment (its dedupe_key names the appointment and the party).
alter table notifications drop constraint if exists notifications_type_check;
alter table notifications add constraint notifications_type_check
  check (type in ('new_lead', 'new_quote', 'new_message', 'hired', 'review', 'request_closed', 'request_changed',
    'safety_payment_paid', 'safety_payment_release',
    'safety_payment_requested', 'safety_payment_cancelled', 'safety_payment_expired',
    'safety_payment_refund_requested', 'safety_payment_refund_cancelled', 'safety_payment_refund_approved',
    'safety_payment_refund_declined', 'safety_payment_disputed', 'safety_payment_dispute_decided',
    'safety_payment_payout', 'charge_application_decision', 'business_loan_decision',
    'shop_order', 'voice_appointment'));
