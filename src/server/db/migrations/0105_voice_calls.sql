-- Voice calls in the browser between the two parties of a quote (docs/voice.md). The audio goes
-- browser to browser over WebRTC; the server keeps only who called whom, when and how it ended.
-- status: 1 ringing, 2 connected, 3 ended, 4 declined, 5 missed, 6 busy (src/domain/calls).
create table voice_calls (
  id serial primary key,
  quote_bid_id integer not null references quote_bids (id) on delete cascade,
  caller_id integer not null references users (id) on delete cascade,
  callee_id integer not null references users (id) on delete cascade,
  status smallint not null default 1 check (status between 1 and 6),
  created timestamptz not null default now(),
  answered_at timestamptz,
  ended_at timestamptz,
  duration_seconds integer not null default 0 check (duration_seconds >= 0)
);
-- A user's live call (busy checks), and the sweep of calls left ringing or connected.
create index voice_calls_live_caller_idx on voice_calls (caller_id) where status in (1, 2);
create index voice_calls_live_callee_idx on voice_calls (callee_id) where status in (1, 2);
create index voice_calls_bid_idx on voice_calls (quote_bid_id, id);

-- A finished call is an entry of the conversation: a message that names it.
alter table messages add column voice_call_id integer references voice_calls (id) on delete set null;
