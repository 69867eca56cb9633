-- Messages from the public contact page (/contact/) and the console's replies to them (issue 17).
-- A guest's message has no user; a signed-in sender's is linked to the account.
create table contact_messages (
  id serial primary key,
  user_id integer references users (id) on delete set null,
  name text not null,
  email text not null,
  phone text,
  topic text not null check (topic in ('account', 'payment', 'quotes', 'safety', 'partnership', 'other')),
  message text not null,
  status text not null default 'open' check (status in ('open', 'answered', 'closed')),
  -- The operator who answered it first (null until someone does).
  assigned_operator_id integer references operators (id),
  created timestamptz not null default now(),
  updated timestamptz not null default now()
);
-- The inbox lists newest first, by status tab and topic; the tab counts group by status.
create index contact_messages_status on contact_messages (status, id desc);
create index contact_messages_topic on contact_messages (topic, status, id desc);
create index contact_messages_user on contact_messages (user_id) where user_id is not null;
-- Erasing an account finds its messages by address too.
create index contact_messages_email on contact_messages (lower(email));
-- The inbox's search box matches the name, the e-mail and the message.
create index contact_messages_search on contact_messages using gin ((lower(name || ' ' || email || ' ' || message)) public.gin_trgm_ops);

create table contact_message_replies (
  id serial primary key,
  contact_message_id integer not null references contact_messages (id),
  operator_id integer not null references operators (id),
  body text not null,
  sent timestamptz not null default now()
);
create index contact_message_replies_message on contact_message_replies (contact_message_id, id);
