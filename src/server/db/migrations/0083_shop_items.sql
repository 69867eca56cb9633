-- The shop's items (spec sections 4 and 7: `/new/v1/nshop_items/...`): fixed-price service
-- packages a pro sells in one category of one of their services, with plans, ordered photos,
-- an optional limited quantity, keywords and a reservable flag. An operator reviews every new
-- or edited item before it is public (the console's `shop_items` queue).
-- review: 1 draft, 2 pending, 3 approved, 4 rejected (src/domain/shop/shop-item-status.ts).
-- Only a published, approved, undeleted item of an active, unpaused service is sold.
create table shop_items (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  quote_service_id integer not null references quote_services (id) on delete cascade,
  quote_category_id integer not null references quote_categories (id),
  name text not null,
  description text not null,
  travel_preference text[] not null,
  service_area jsonb not null default '[]',
  service_type text not null check (service_type in ('single', 'recurring', 'package')),
  service_info text not null default '',
  is_quantity_limited boolean not null default false,
  remaining_quantity integer check (remaining_quantity is null or remaining_quantity >= 0),
  keywords text[] not null default '{}',
  is_reservable boolean not null default false,
  review smallint not null default 1 check (review in (1, 2, 3, 4)),
  is_published boolean not null default false,
  reject_reason text,
  reviewed_by_operator_id integer references operators (id),
  reviewed_at timestamptz,
  submitted_at timestamptz,
  deleted_at timestamptz,
  created timestamptz not null default now(),
  modified timestamptz not null default now(),
  check (is_quantity_limited = (remaining_quantity is not null)),
  check (deleted_at is null or not is_published)
);
-- The pro's list: their undeleted items, newest change first.
create index shop_items_owner_idx on shop_items (user_id, modified desc, id desc) where deleted_at is null;
-- The console's queue: by review state, oldest submission first.
create index shop_items_review_idx on shop_items (review, submitted_at, id) where deleted_at is null;
create index shop_items_service_idx on shop_items (quote_service_id, quote_category_id);

-- An item's plans, in the pro's order: name, description, price in whole TWD, service type.
create table shop_item_plans (
  id integer generated always as identity primary key,
  shop_item_id integer not null references shop_items (id) on delete cascade,
  name text not null,
  description text not null default '',
  price integer not null check (price > 0),
  service_type text not null check (service_type in ('single', 'recurring', 'package')),
  display_order smallint not null
);
create index shop_item_plans_item_idx on shop_item_plans (shop_item_id, display_order);

-- An item's photos (uploaded by their bytes like every picture, with a thumbnail), in order; at most 10.
create table shop_item_photos (
  id integer generated always as identity primary key,
  shop_item_id integer not null references shop_items (id) on delete cascade,
  path text not null,
  thumb_path text not null,
  width integer not null,
  height integer not null,
  display_order smallint not null check (display_order between 0 and 9),
  created timestamptz not null default now()
);
create index shop_item_photos_item_idx on shop_item_photos (shop_item_id, display_order);
