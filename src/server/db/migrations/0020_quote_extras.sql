-- Quote extras: files sent with a quote, and the e-mail that tells a recipient about messages
-- they have not read.

-- [{url, name, type, size}] as on messages: images (png, jpeg, gif) and PDF files, checked by
-- their bytes before the quote is sent.
alter table quote_bids add column attachments jsonb not null default '[]'::jsonb
  check (jsonb_typeof(attachments) = 'array');

-- The last e-mail about unread messages a party of a conversation got, and the newest message
-- it covered: at most one mail a conversation every 15 minutes, and never twice for a message.
alter table message_threads add column mailed_at timestamptz;
alter table message_threads add column mailed_message_id bigint;
-- The mail sweep looks only at threads with something unread.
create index message_threads_unread_mail_idx on message_threads (last_message_at) where unread_count > 0;
