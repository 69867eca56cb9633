-- A consumer's hire and a shop reservation of the same pro never overlap (docs/shop.md,
-- "Reservations"). A hire takes the whole day slot its hired_on falls in, as the calendar and the
-- shop's free slots count it. Both writers now take the pro's time lock of 0094 and check the other
-- kind after it, so of a hire and a shop order written at once for one slot exactly one commits.

-- The start (Taipei wall clock) of the day slot an instant falls in; taipei_day_slot_end (0019) is its end.
create function taipei_day_slot_begin(t timestamptz) returns timestamp language sql immutable parallel safe as $$
  select taipei_local(t)::date + (case taipei_day_slot(t) when 1 then 0 when 2 then 9 when 3 then 12 when 4 then 15 else 18 end) * interval '1 hour'
$$;

-- A shop reservation overlapping another live one, a live site booking or the day slot of a hire
-- still to be done (status 3) of the same pro is refused as an exclusion (23P01).
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
  ) then
    raise exception 'the pro''s time is taken' using errcode = 'exclusion_violation';
  end if;
  return new;
end
$$;

-- The consumer's hire (change_status/hired: hired_by_requester, at the time he gives) whose day slot
-- overlaps a live shop reservation of the pro is refused as an exclusion (23P01), which the hire
-- answers 409. The pro's own self_hire records the moment of his report, not an agreed time, and is
-- not refused; a consumer confirming it leaves hired_on as it is.
create function quote_bids_hire_shop_exclusive() returns trigger language plpgsql as $$
declare
  pro integer;
begin
  if new.hired_on is null or new.quote_status_id <> 3 or not new.hired_by_requester then
    return new;
  end if;
  if old.hired_on is not distinct from new.hired_on and old.quote_status_id = 3 then
    return new;
  end if;
  select user_id into pro from quote_services where id = new.quote_service_id;
  perform pro_time_lock(pro);
  if exists (
    select 1 from nshop_order_reservations r join nshop_orders o on o.id = r.nshop_order_id
    where r.pro_user_id = pro and o.status <> 5
      and taipei_local(r.begin_time) < taipei_day_slot_end(new.hired_on) and taipei_local(r.end_time) > taipei_day_slot_begin(new.hired_on)
  ) then
    raise exception 'the pro''s time is taken by a shop reservation' using errcode = 'exclusion_violation';
  end if;
  return new;
end
$$;
create trigger quote_bids_hire_shop_exclusive before update of hired_on, quote_status_id on quote_bids
  for each row execute function quote_bids_hire_shop_exclusive();
