-- The shop's public side (docs/shop.md): items on sale in public lists and pages, and the
-- consumers' favourites. An item is on sale while published, approved and undeleted; its
-- service must be public, unarchived and not paused, its owner in good standing.

-- The public lists: a category's items and the recent items, newest first, on-sale items only
-- (the service's own state is checked on the few rows of a page).
create index shop_items_on_sale_category_idx on shop_items (quote_category_id, created desc, id desc)
  where is_published and review = 3 and deleted_at is null;
create index shop_items_on_sale_recent_idx on shop_items (created desc, id desc)
  where is_published and review = 3 and deleted_at is null;
-- A service's items on its public profile.
create index shop_items_on_sale_service_idx on shop_items (quote_service_id, created desc, id desc)
  where is_published and review = 3 and deleted_at is null;

-- Items, their plans and photos are public data of the pros: a change drops the cached public
-- answers and pages (the profile, the category page, the product page) at once.
create trigger shop_items_data_version after insert or update or delete or truncate on shop_items
  for each statement execute function public_data_version_touch('pros');
create trigger shop_item_plans_data_version after insert or update or delete or truncate on shop_item_plans
  for each statement execute function public_data_version_touch('pros');
create trigger shop_item_photos_data_version after insert or update or delete or truncate on shop_item_photos
  for each statement execute function public_data_version_touch('pros');

-- A consumer's favourite items (`/new/v1/nshop_favorites/...`): one row per user and item,
-- listed newest first, 6 a page.
create table shop_favorites (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  shop_item_id integer not null references shop_items (id) on delete cascade,
  created timestamptz not null default now(),
  unique (user_id, shop_item_id)
);
create index shop_favorites_user_idx on shop_favorites (user_id, created desc, id desc);
create index shop_favorites_item_idx on shop_favorites (shop_item_id);
