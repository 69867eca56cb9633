-- The shop's carts and orders (spec sections 7 and 8: `/new/v1/nshop_carts/...`,
-- `/new/v1/nshop_orders/...`). A consumer puts plans of items on sale in a cart, then orders
-- plans of ONE pro's service at a time; a quantity-limited item's stock is set aside by the order
-- (a conditional update in the order's transaction) and given back when the order is cancelled.
-- status: 1 unpaid, 2 paid, 3 confirmed, 4 completed, 5 cancelled (src/domain/shop/shop-order-status.ts).

-- A consumer's cart: one line per item and plan; the same plan again adds to its quantity.
create table nshop_carts (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  shop_item_id integer not null references shop_items (id) on delete cascade,
  shop_item_plan_id integer not null references shop_item_plans (id) on delete cascade,
  quantity integer not null check (quantity between 1 and 99),
  created timestamptz not null default now(),
  modified timestamptz not null default now(),
  unique (user_id, shop_item_id, shop_item_plan_id)
);
-- The cart's list and count: the user's lines, newest change first.
create index nshop_carts_user_idx on nshop_carts (user_id, modified desc, id desc);

-- An order: the consumer, the pro and his service, the total in whole TWD, where the work is done
-- (an address, or at the pro's place), a note, the guest link's hash, when each step happened,
-- and the application waiting for the other side (what, by whom, since when).
create table nshop_orders (
  id integer generated always as identity primary key,
  hash text not null unique,
  consumer_user_id integer not null references users (id) on delete cascade,
  pro_user_id integer not null references users (id) on delete cascade,
  quote_service_id integer not null references quote_services (id) on delete cascade,
  status smallint not null default 1 check (status in (1, 2, 3, 4, 5)),
  total integer not null check (total > 0),
  at_pro_place boolean not null default false,
  address text,
  note text not null default '',
  application text check (application in ('complete', 'cancel')),
  application_by text check (application_by in ('pro', 'consumer')),
  applied_at timestamptz,
  paid_at timestamptz,
  confirmed_at timestamptz,
  completed_at timestamptz,
  cancelled_at timestamptz,
  cancelled_by text check (cancelled_by in ('pro', 'consumer', 'system')),
  created timestamptz not null default now(),
  modified timestamptz not null default now(),
  check (at_pro_place or address is not null),
  check ((application is null) = (application_by is null) and (application is null) = (applied_at is null))
);
-- The consumer's and the pro's lists, newest first.
create index nshop_orders_consumer_idx on nshop_orders (consumer_user_id, created desc, id desc);
create index nshop_orders_pro_idx on nshop_orders (pro_user_id, created desc, id desc);
-- The job that resolves unanswered applications: oldest first.
create index nshop_orders_application_idx on nshop_orders (applied_at, id) where application is not null;

-- What was ordered, as it was then: the item and plan (the plan row may be replaced by an edit),
-- their names and the unit price at order time, and the quantity.
create table nshop_order_items (
  id integer generated always as identity primary key,
  nshop_order_id integer not null references nshop_orders (id) on delete cascade,
  shop_item_id integer not null references shop_items (id),
  shop_item_plan_id integer references shop_item_plans (id) on delete set null,
  item_name text not null,
  plan_name text not null,
  plan_description text not null default '',
  unit_price integer not null check (unit_price > 0),
  quantity integer not null check (quantity between 1 and 99),
  position smallint not null
);
create index nshop_order_items_order_idx on nshop_order_items (nshop_order_id, position);
create index nshop_order_items_item_idx on nshop_order_items (shop_item_id);
