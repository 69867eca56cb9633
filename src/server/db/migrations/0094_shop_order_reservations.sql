-- The time slot a shop order reserves when it holds a reservable item (docs/shop.md,
-- "Reservations"): one per order, written in the order's transaction, of the length set by the
-- item's category (shop_category_settings.reservation_slot_minutes). It is live while its order is
-- not cancelled (status 5): a cancelled order, by any path, frees its slot without another write.
create table nshop_order_reservations (
  nshop_order_id integer primary key references nshop_orders (id) on delete cascade,
  shop_item_id integer not null references shop_items (id),
  -- the pro is one person: his site bookings and shop reservations never overlap, whatever the service
  pro_user_id integer not null references users (id) on delete cascade,
  quote_service_id integer not null references quote_services (id) on delete cascade,
  begin_time timestamptz not null,
  end_time timestamptz not null,
  created timestamptz not null default now(),
  check (end_time > begin_time)
);
create index nshop_order_reservations_pro_time_idx on nshop_order_reservations (pro_user_id, begin_time);

-- One lock per pro, taken by every write of his time (a shop reservation, a site booking) before it
-- checks the other kind, so two writers of the same pro never both see the time free. The lock is
-- held to the end of the transaction; the checks below run after it with a fresh snapshot.
create function pro_time_lock(pro integer) returns void language sql volatile as $$
  select pg_advisory_xact_lock(94, pro)
$$;

-- A shop reservation overlapping another live one or a live site booking of the same pro is refused
-- as an exclusion (23P01).
create function nshop_order_reservations_exclusive() returns trigger language plpgsql as $$
begin
  perform pro_time_lock(new.pro_user_id);
  if exists (
    select 1 from nshop_order_reservations r join nshop_orders o on o.id = r.nshop_order_id
    where r.pro_user_id = new.pro_user_id and o.status <> 5 and r.nshop_order_id <> new.nshop_order_id
      and r.begin_time < new.end_time and r.end_time > new.begin_time
  ) or exists (
    select 1 from service_reserves sr join quote_services s on s.id = sr.quote_service_id
    where s.user_id = new.pro_user_id and sr.cancelled_on is null
      and sr.begin_time < new.end_time and sr.end_time > new.begin_time
  ) then
    raise exception 'the pro''s time is taken' using errcode = 'exclusion_violation';
  end if;
  return new;
end
$$;
create trigger nshop_order_reservations_exclusive before insert or update of begin_time, end_time, pro_user_id on nshop_order_reservations
  for each row execute function nshop_order_reservations_exclusive();

-- A site booking overlapping a live shop reservation of the same pro is refused as the slot key's
-- unique violation (23505), which the booking call already answers as "slot taken".
create function service_reserves_shop_exclusive() returns trigger language plpgsql as $$
declare
  pro integer;
begin
  if new.cancelled_on is not null then
    return new;
  end if;
  select user_id into pro from quote_services where id = new.quote_service_id;
  perform pro_time_lock(pro);
  if exists (
    select 1 from nshop_order_reservations r join nshop_orders o on o.id = r.nshop_order_id
    where r.pro_user_id = pro and o.status <> 5 and r.begin_time < new.end_time and r.end_time > new.begin_time
  ) then
    raise exception 'the pro''s time is taken by a shop reservation' using errcode = 'unique_violation';
  end if;
  return new;
end
$$;
create trigger service_reserves_shop_exclusive before insert on service_reserves
  for each row execute function service_reserves_shop_exclusive();
