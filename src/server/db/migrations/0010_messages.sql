-- Messages between the two parties of a quote bid (the pro and the request's consumer), and one
-- thread row per party and bid that the inbox lists and the unread counts add up.

create table messages (
  id bigint generated always as identity primary key,
  quote_bid_id integer not null references quote_bids (id) on delete cascade,
  sender_id integer not null references users (id) on delete cascade,
  recipient_id integer not null references users (id) on delete cascade,
  body text not null check (length(body) between 1 and 2000),
  -- [{url, name, type, size}]: images (png, jpeg, gif) and PDF files
  attachments jsonb not null default '[]'::jsonb,
  created timestamptz not null default now(),
  -- when the recipient opened the conversation after this message arrived
  read_at timestamptz
);
-- A conversation, oldest first, and its pages by id (since:/before:).
create index messages_bid_idx on messages (quote_bid_id, id);
-- Marking a conversation read touches only the recipient's unread rows.
create index messages_unread_idx on messages (quote_bid_id, recipient_id) where read_at is null;

-- One row per party of a conversation: the inbox of a user, newest first, with unread counts.
create table message_threads (
  quote_bid_id integer not null references quote_bids (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  other_user_id integer not null references users (id) on delete cascade,
  last_message_id bigint not null references messages (id) on delete cascade,
  last_message_at timestamptz not null,
  unread_count integer not null default 0 check (unread_count >= 0),
  primary key (quote_bid_id, user_id)
);
create index message_threads_inbox_idx on message_threads (user_id, last_message_at desc, quote_bid_id desc);
create index message_threads_unread_idx on message_threads (user_id) where unread_count > 0;
