-- Calendar: bookings of a pro's time (ServiceReserve, spec section 3). A booking fills one day
-- slot (spec section 9) of one Taipei calendar day, clipped to the pro's opening hours. The
-- database itself keeps two live bookings out of one slot: the slot key (service, Taipei date,
-- day slot) is derived from begin_time by generated columns and is unique among bookings not
-- cancelled, so two bookings arriving at once cannot both commit, on PostgreSQL and PGlite alike.

-- Taipei wall-clock time of an instant. Taiwan keeps UTC+8 all year (no daylight saving), so a
-- fixed offset is exact and the function is immutable (usable in generated columns and indexes).
create function taipei_local(t timestamptz) returns timestamp language sql immutable parallel safe as $$
  select (t at time zone 'UTC') + interval '8 hours'
$$;

-- The day slot (1 early morning .. 5 night) a Taipei clock time falls in.
create function taipei_day_slot(t timestamptz) returns smallint language sql immutable parallel safe as $$
  select case
    when extract(hour from taipei_local(t)) < 9 then 1
    when extract(hour from taipei_local(t)) < 12 then 2
    when extract(hour from taipei_local(t)) < 15 then 3
    when extract(hour from taipei_local(t)) < 18 then 4
    else 5
  end::smallint
$$;

-- The end (Taipei wall clock) of the day slot an instant falls in; the night slot runs to midnight.
create function taipei_day_slot_end(t timestamptz) returns timestamp language sql immutable parallel safe as $$
  select taipei_local(t)::date + (case taipei_day_slot(t) when 1 then 9 when 2 then 12 when 3 then 15 when 4 then 18 else 24 end) * interval '1 hour'
$$;

create table service_reserves (
  id integer generated always as identity primary key,
  quote_service_id integer not null references quote_services (id) on delete cascade,
  -- the consumer's quote from this pro the booking belongs to; null for a direct reserve
  -- (a category of the service has is_direct_reserve_on)
  quote_bid_id integer references quote_bids (id) on delete set null,
  -- the consumer who booked
  user_id integer not null references users (id) on delete cascade,
  begin_time timestamptz not null,
  end_time timestamptz not null,
  note text not null default '' check (char_length(note) <= 500),
  slot_date date generated always as (taipei_local(begin_time)::date) stored,
  day_slot smallint generated always as (taipei_day_slot(begin_time)) stored,
  cancelled_on timestamptz,
  cancelled_by integer references users (id) on delete set null,
  created timestamptz not null default now(),
  modified timestamptz not null default now(),
  check (end_time > begin_time),
  -- a booking never runs past the end of its day slot, so the slot key covers all of it
  check (taipei_local(end_time) <= taipei_day_slot_end(begin_time))
);
create unique index service_reserves_slot_key on service_reserves (quote_service_id, slot_date, day_slot)
  where cancelled_on is null;
create index service_reserves_service_time_idx on service_reserves (quote_service_id, begin_time);
create index service_reserves_user_idx on service_reserves (user_id, begin_time desc);
create index service_reserves_bid_idx on service_reserves (quote_bid_id) where quote_bid_id is not null;
