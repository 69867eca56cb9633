-- The pro's shop settings per category of one of their services (spec section 2:
-- `shop/category/{serviceCategoryId}/settings`): whether the pro sells in it, whether orders
-- are confirmed at once (`auto`) or by the pro (`manual`, the default), and the reservation
-- rules of its reservable items (slot length in minutes, minimum notice in hours), laid over the
-- service's business hours. A category without a row has the defaults (not selling, manual, 60, 24).
create table shop_category_settings (
  quote_service_id integer not null references quote_services (id) on delete cascade,
  quote_category_id integer not null references quote_categories (id),
  is_enabled boolean not null default false,
  order_confirmation_mode text not null default 'manual' check (order_confirmation_mode in ('auto', 'manual')),
  reservation_slot_minutes smallint not null default 60 check (reservation_slot_minutes between 15 and 480),
  reservation_notice_hours smallint not null default 24 check (reservation_notice_hours between 0 and 720),
  created timestamptz not null default now(),
  modified timestamptz not null default now(),
  primary key (quote_service_id, quote_category_id)
);
