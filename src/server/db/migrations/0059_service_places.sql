-- The pro lists, search and matching filter services by category and by city. Both live in
-- child tables, so every list joined them row by row; at 100,000 services that reads tens of
-- thousands of rows for one page. Each service now carries its category ids and the ids of
-- the cities it serves, kept in step by triggers on the child tables, and one GIN index finds
-- the services of a category in a city (or either alone) without leaving the index.
alter table quote_services
  add column category_ids integer[] not null default '{}',
  add column city_ids integer[] not null default '{}';

-- Recomputes both arrays of the given services; a row whose arrays did not change is left alone.
create function quote_services_sync_places(ids integer[]) returns void language sql volatile as $$
  update quote_services s
     set category_ids = x.category_ids, city_ids = x.city_ids
    from (
      select t.id,
        coalesce((select array_agg(distinct c.quote_category_id order by c.quote_category_id)
                    from quote_service_categories c where c.quote_service_id = t.id), '{}') as category_ids,
        coalesce((select array_agg(distinct a.city_id order by a.city_id)
                    from quote_service_areas a where a.quote_service_id = t.id), '{}') as city_ids
      from unnest(ids) as t (id)
    ) x
   where s.id = x.id and (s.category_ids <> x.category_ids or s.city_ids <> x.city_ids)
$$;

-- One statement-level trigger per event (transition tables allow one event each), so a bulk
-- insert of thousands of rows costs one UPDATE, not one per row.
create function quote_service_places_sync() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform quote_services_sync_places(array(select distinct quote_service_id from new_rows));
  elsif tg_op = 'DELETE' then
    perform quote_services_sync_places(array(select distinct quote_service_id from old_rows));
  else
    perform quote_services_sync_places(array(
      select quote_service_id from old_rows union select quote_service_id from new_rows));
  end if;
  return null;
end
$$;

create trigger quote_service_categories_places_ins after insert on quote_service_categories
  referencing new table as new_rows for each statement execute function quote_service_places_sync();
create trigger quote_service_categories_places_upd after update on quote_service_categories
  referencing old table as old_rows new table as new_rows for each statement execute function quote_service_places_sync();
create trigger quote_service_categories_places_del after delete on quote_service_categories
  referencing old table as old_rows for each statement execute function quote_service_places_sync();
create trigger quote_service_areas_places_ins after insert on quote_service_areas
  referencing new table as new_rows for each statement execute function quote_service_places_sync();
create trigger quote_service_areas_places_upd after update on quote_service_areas
  referencing old table as old_rows new table as new_rows for each statement execute function quote_service_places_sync();
create trigger quote_service_areas_places_del after delete on quote_service_areas
  referencing old table as old_rows for each statement execute function quote_service_places_sync();

-- Fill the arrays of the services that exist.
select quote_services_sync_places(array(select id from quote_services));

-- nearme (category and city), pro-list by category or city, search within a category or city.
create index quote_services_places_idx on quote_services using gin (category_ids, city_ids)
  where is_public and not is_archived;
-- Matching: the services of a category that work over the phone or internet, wherever they are.
create index quote_services_remote_categories_idx on quote_services using gin (category_ids)
  where is_over_phone_or_internet and is_public and not is_archived;

-- Matching ranks its candidates by response rate (smoothed: one response in two leads before
-- any lead); the database keeps it with the counts it comes from.
alter table quote_service_stats
  add column response_rate double precision generated always as ((response_count + 1)::float8 / (lead_count + 2)) stored;
