-- nearme (a category in a city) went through the two-column GIN index of 0059, which reads the
-- whole posting list of the city (a fifth of all services for Taipei) to intersect it with the
-- category's: about 1,400 pages per list. Each service now also carries one key per pair of its
-- categories and cities, so the pros of a category in a city are one short posting list.
create function quote_service_place_keys(category_ids integer[], city_ids integer[]) returns bigint[]
  language sql immutable parallel safe as $$
  select coalesce(array_agg(c::bigint * 1000000 + t order by c, t), '{}')
    from unnest(category_ids) as c, unnest(city_ids) as t
$$;

alter table quote_services
  add column place_keys bigint[] not null generated always as (quote_service_place_keys(category_ids, city_ids)) stored;

create index quote_services_place_keys_idx on quote_services using gin (place_keys)
  where is_public and not is_archived;

-- A search within a city: the matches of a word in the city's services, from one index each for
-- longer words (trigrams) and for one or two characters (grams), instead of walking the rank
-- index through every service until a thousand of the city's have matched.
create index quote_services_city_search_trgm_idx on quote_services using gin (city_ids, search_text public.gin_trgm_ops)
  where is_public and not is_archived;
create index quote_services_city_search_grams_idx on quote_services using gin (city_ids, search_grams)
  where is_public and not is_archived;
