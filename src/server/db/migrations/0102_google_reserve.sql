-- Booking through a maps service (Reserve with Google, docs/google-reserve.md). A pro launches a
-- service (greserve_items); the maps service then books its free slots through the booking server,
-- and each booking is a Google reserve event (spec section 3) holding one day slot of the pro's time,
-- as a site booking does. The pro's time lock of 0094 decides between a maps booking, a site
-- booking, a hire and a shop reservation written at once: exactly one of them commits.

create table greserve_items (
  id integer generated always as identity primary key,
  quote_service_id integer not null unique references quote_services (id) on delete cascade,
  is_launched boolean not null default false,
  launched_on timestamptz,
  unlaunched_on timestamptz,
  created timestamptz not null default now(),
  modified timestamptz not null default now()
);

create table greserve_events (
  id integer generated always as identity primary key,
  greserve_item_id integer not null references greserve_items (id) on delete cascade,
  quote_service_id integer not null references quote_services (id) on delete cascade,
  pro_user_id integer not null references users (id) on delete cascade,
  -- the booking_id the maps service knows it by
  booking_id text not null unique,
  -- CreateBooking's idempotency_token: a retried call answers the booking it made
  idempotency_token text unique,
  begin_time timestamptz not null,
  end_time timestamptz not null,
  consumer_name text not null default '' check (char_length(consumer_name) <= 100),
  consumer_phone text not null default '' check (char_length(consumer_phone) <= 30),
  email text not null default '' check (char_length(email) <= 254),
  -- the maps service's user_id of the consumer (ListBookings asks by it)
  device_id text not null default '' check (char_length(device_id) <= 200),
  note text not null default '' check (char_length(note) <= 500),
  -- the user_information the maps service sent, answered back as it came
  user_information jsonb not null default '{}',
  -- the consumer's link to the booking (service/{id}/reserve/{googleReserveId}?h=...)
  hash text not null unique,
  cancelled_on timestamptz,
  -- 'merchant' (the pro) or 'consumer' (through the maps service)
  cancelled_by text check (cancelled_by in ('merchant', 'consumer')),
  cancel_reason text not null default '' check (char_length(cancel_reason) <= 500),
  provider_read_on timestamptz,
  created timestamptz not null default now(),
  modified timestamptz not null default now(),
  check (end_time > begin_time),
  check (taipei_local(end_time) <= taipei_day_slot_end(begin_time))
);
create index greserve_events_pro_time_idx on greserve_events (pro_user_id, begin_time);
create index greserve_events_service_idx on greserve_events (quote_service_id, begin_time desc);
create index greserve_events_device_idx on greserve_events (device_id) where device_id <> '';

-- A maps booking in the day slot of a live booking (site or maps), a live shop reservation or a hire
-- still to be done of the same pro is refused as an exclusion (23P01).
create function greserve_events_exclusive() returns trigger language plpgsql as $$
begin
  if new.cancelled_on is not null then
    return new;
  end if;
  perform pro_time_lock(new.pro_user_id);
  if exists (
    select 1 from greserve_events g
    where g.pro_user_id = new.pro_user_id and g.cancelled_on is null and g.id <> new.id
      and taipei_day_slot_begin(g.begin_time) = taipei_day_slot_begin(new.begin_time)
  ) or exists (
    select 1 from service_reserves sr join quote_services s on s.id = sr.quote_service_id
    where s.user_id = new.pro_user_id and sr.cancelled_on is null
      and taipei_day_slot_begin(sr.begin_time) = taipei_day_slot_begin(new.begin_time)
  ) or exists (
    select 1 from nshop_order_reservations r join nshop_orders o on o.id = r.nshop_order_id
    where r.pro_user_id = new.pro_user_id and o.status <> 5 and r.begin_time < new.end_time and r.end_time > new.begin_time
  ) or exists (
    select 1 from quote_bids b join quote_services s on s.id = b.quote_service_id
    where s.user_id = new.pro_user_id and b.quote_status_id = 3 and b.hired_on is not null
      and taipei_day_slot_begin(b.hired_on) = taipei_day_slot_begin(new.begin_time)
  ) then
    raise exception 'the pro''s time is taken' using errcode = 'exclusion_violation';
  end if;
  return new;
end
$$;
create trigger greserve_events_exclusive before insert or update of begin_time, end_time, cancelled_on on greserve_events
  for each row execute function greserve_events_exclusive();

-- A site booking in the day slot of a live maps booking of the same pro is refused as the slot
-- key's unique violation (23505), which the booking call already answers as "slot taken"; the shop
-- check of 0094 is kept as it was.
create or replace function service_reserves_shop_exclusive() returns trigger language plpgsql as $$
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
  if exists (
    select 1 from greserve_events g
    where g.pro_user_id = pro and g.cancelled_on is null
      and taipei_day_slot_begin(g.begin_time) = taipei_day_slot_begin(new.begin_time)
  ) then
    raise exception 'the pro''s time is taken by a maps booking' using errcode = 'unique_violation';
  end if;
  return new;
end
$$;

-- A shop reservation overlapping a live maps booking of the same pro is refused as an exclusion (23P01),
-- as 0095 refuses one overlapping a site booking or a hire.
create or replace function nshop_order_reservations_exclusive() returns trigger language plpgsql as $$
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
  ) or exists (
    select 1 from quote_bids b join quote_services s on s.id = b.quote_service_id
    where s.user_id = new.pro_user_id and b.quote_status_id = 3 and b.hired_on is not null
      and taipei_day_slot_begin(b.hired_on) < taipei_local(new.end_time) and taipei_day_slot_end(b.hired_on) > taipei_local(new.begin_time)
  ) or exists (
    select 1 from greserve_events g
    where g.pro_user_id = new.pro_user_id and g.cancelled_on is null and g.begin_time < new.end_time and g.end_time > new.begin_time
  ) then
    raise exception 'the pro''s time is taken' using errcode = 'exclusion_violation';
  end if;
  return new;
end
$$;
