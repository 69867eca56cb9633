-- Reviews of completed shop orders (spec sections 5 and 8, docs/shop.md "Reviews"): the consumer
-- reviews each line of a completed order once (score 1-5, at most 50 characters, at most three
-- photos); the pro comments once on each review. Each item keeps its score sum and count, written
-- in the review's transaction, so lists show ratings without counting reviews.
create table nshop_feedbacks (
  id integer generated always as identity primary key,
  nshop_order_id integer not null references nshop_orders (id) on delete cascade,
  nshop_order_item_id integer not null unique references nshop_order_items (id) on delete cascade,
  shop_item_id integer not null references shop_items (id) on delete cascade,
  quote_service_id integer not null references quote_services (id) on delete cascade,
  consumer_user_id integer not null references users (id) on delete cascade,
  pro_user_id integer not null references users (id) on delete cascade,
  score smallint not null check (score between 1 and 5),
  feedback text not null default '' check (char_length(feedback) <= 50),
  -- Paths of the stored photos, in their order (at most three).
  attachments text[] not null default '{}' check (cardinality(attachments) <= 3),
  comment text check (char_length(comment) <= 50),
  commented_at timestamptz,
  created timestamptz not null default now(),
  check ((comment is null) = (commented_at is null))
);
-- An item's reviews, newest first (its public list), and an order's reviews.
create index nshop_feedbacks_item_idx on nshop_feedbacks (shop_item_id, created desc, id desc);
create index nshop_feedbacks_order_idx on nshop_feedbacks (nshop_order_id);

-- The item's rating: the sum and count of its reviews' scores, kept in the review's transaction.
alter table shop_items add column rating_sum integer not null default 0;
alter table shop_items add column rating_count integer not null default 0;

-- Reviews are public data of the pros: a new review or comment drops the cached public answers.
create trigger nshop_feedbacks_data_version after insert or update or delete or truncate on nshop_feedbacks
  for each statement execute function public_data_version_touch('pros');
