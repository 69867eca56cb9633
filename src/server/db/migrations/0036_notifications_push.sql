-- Telling people what happened while they were away: the new-quote notification is delivered
-- (live event, e-mail, SMS, web push) once, by whichever server copy claims it first, and web
-- push subscriptions are kept per user.

-- When a notification was delivered outside the site; rows from before this existed count as delivered.
alter table notifications add column notified_at timestamptz;
update notifications set notified_at = created;
create index notifications_undelivered_idx on notifications (created) where notified_at is null;

-- The web push of a new message is sent once (the copy that marks it sends it).
alter table messages add column pushed_at timestamptz;

-- A browser's push subscription (PushSubscription.toJSON()): where to send and its two keys.
create table push_subscriptions (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  endpoint text not null unique,
  p256dh text not null,
  auth text not null,
  created timestamptz not null default now(),
  last_used_at timestamptz
);
create index push_subscriptions_user_idx on push_subscriptions (user_id);
