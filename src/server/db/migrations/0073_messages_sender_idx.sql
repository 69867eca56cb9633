-- A user's own messages, newest first, for the console's user page (its messages tab).
create index messages_sender_idx on messages (sender_id, id desc);
