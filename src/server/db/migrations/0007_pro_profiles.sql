-- Pro profiles and discovery: reviews (the feedback a consumer leaves on a pro's service),
-- the profile's photos, FAQ and business hours, the service's base location and badges,
-- search by substring (trigram indexes, also for Chinese, which has no spaces), a rank
-- score for the pro lists and a version counter that tells cached public pages when the
-- data behind them changed.

create extension if not exists pg_trgm with schema public;

-- A consumer's feedback on a pro's service: a rating, whether they were satisfied, a short
-- text and tags. One review per bid (a review not tied to a bid has quote_bid_id null).
create table reviews (
  id integer generated always as identity primary key,
  quote_service_id integer not null references quote_services (id) on delete cascade,
  quote_bid_id integer unique references quote_bids (id) on delete set null,
  -- the reviewer
  user_id integer references users (id) on delete set null,
  rating smallint not null check (rating between 1 and 5),
  is_satisfied boolean not null default true,
  feedback text not null default '',
  tags jsonb not null default '[]'::jsonb check (jsonb_typeof(tags) = 'array'),
  created timestamptz not null default now(),
  modified timestamptz not null default now()
);
create index reviews_service_idx on reviews (quote_service_id, created desc, id desc);
create index reviews_user_idx on reviews (user_id) where user_id is not null;

create table feedback_attachments (
  id integer generated always as identity primary key,
  review_id integer not null references reviews (id) on delete cascade,
  path text not null,
  display_order integer not null default 0,
  created timestamptz not null default now()
);
create index feedback_attachments_review_idx on feedback_attachments (review_id, display_order, id);

create table quote_service_photos (
  id integer generated always as identity primary key,
  quote_service_id integer not null references quote_services (id) on delete cascade,
  path text not null,
  caption text not null default '',
  display_order integer not null default 0,
  created timestamptz not null default now()
);
create index quote_service_photos_service_idx on quote_service_photos (quote_service_id, display_order, id);

create table quote_service_faqs (
  id integer generated always as identity primary key,
  quote_service_id integer not null references quote_services (id) on delete cascade,
  question text not null,
  answer text not null,
  display_order integer not null default 0,
  created timestamptz not null default now()
);
create index quote_service_faqs_service_idx on quote_service_faqs (quote_service_id, display_order, id);

-- Opening hours; weekdays as in spec section 9: Monday 1 to Sunday 7. A day may have several
-- spans (e.g. 09:00-12:00 and 14:00-18:00); a day without rows is closed.
create table quote_service_business_hours (
  quote_service_id integer not null references quote_services (id) on delete cascade,
  weekday smallint not null check (weekday between 1 and 7),
  open_time time not null,
  close_time time not null check (close_time > open_time),
  primary key (quote_service_id, weekday, open_time)
);

-- The service's base location, profile details and badges. search_text and search_grams are
-- filled by triggers from the title, description and the owner's name.
alter table quote_services
  add column logo_path text,
  add column years_in_business smallint check (years_in_business between 0 and 100),
  add column city_id integer references cities (id),
  add column district_id integer references districts (id),
  add column latitude double precision check (latitude between -90 and 90),
  add column longitude double precision check (longitude between -180 and 180),
  add column is_featured boolean not null default false,
  add column is_verified boolean not null default false,
  -- Bayesian average of the ratings (prior 3.5 weighted as 3 reviews), kept from quote_service_stats
  add column rank_score real not null default 3.5,
  -- raised on every change to the service or what its public profile shows
  add column public_version integer not null default 0,
  add column search_text text not null default '',
  add column search_grams text[] not null default '{}';

-- Whether a row version was written by the current transaction (its xmin is ours): a row
-- already bumped in this transaction needs no second bump, which keeps bulk loads linear.
create function written_in_this_transaction(row_xmin xid) returns boolean language sql volatile as $$
  select row_xmin::text = (txid_current() % 4294967296)::text
$$;

-- The owner's display name: last name then first name, else the username (spec section 3).
create function pro_display_name(p_user_id integer) returns text language sql stable as $$
  select coalesce(nullif(btrim(u.last_name || u.first_name), ''), u.username) from users u where u.id = p_user_id
$$;

-- Every single character and every pair of neighbouring characters of the text, lower-cased,
-- without whitespace: the trigram index cannot serve a 1- or 2-character substring, this can.
create function pro_search_grams(t text) returns text[] language sql immutable as $$
  select coalesce(array_agg(distinct g), '{}')
  from (
    select substr(s, i, n) as g
    from (select lower(coalesce(t, '')) as s) src,
      generate_series(1, char_length(s)) as i,
      (values (1), (2)) as len (n)
    where i + n - 1 <= char_length(s)
  ) grams
  where g !~ '\s'
$$;

create function quote_services_search_fill() returns trigger language plpgsql as $$
declare
  owner_name text := coalesce(pro_display_name(new.user_id), '');
begin
  new.search_text := lower(new.title || ' ' || owner_name || ' ' || new.description);
  new.search_grams := pro_search_grams(new.title || ' ' || owner_name);
  return new;
end
$$;
create trigger quote_services_search_fill before insert or update of title, description, user_id on quote_services
  for each row execute function quote_services_search_fill();

create function quote_services_version_bump() returns trigger language plpgsql as $$
begin
  new.public_version := old.public_version + 1;
  return new;
end
$$;
create trigger quote_services_version_bump before update on quote_services
  for each row execute function quote_services_version_bump();

-- A changed name or avatar changes the owner's services' search text and profiles.
create function users_touch_services() returns trigger language plpgsql as $$
begin
  update quote_services set title = title where user_id = new.id;
  return null;
end
$$;
create trigger users_touch_services after update of first_name, last_name, username, avatar_thumb_url on users
  for each row
  when (old.first_name is distinct from new.first_name or old.last_name is distinct from new.last_name
    or old.username is distinct from new.username or old.avatar_thumb_url is distinct from new.avatar_thumb_url)
  execute function users_touch_services();

-- A change to what a profile shows raises its service's public_version.
create function quote_service_child_touch() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update quote_services set public_version = public_version
      where id = old.quote_service_id and not written_in_this_transaction(xmin);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or new.quote_service_id is distinct from old.quote_service_id) then
    update quote_services set public_version = public_version
      where id = new.quote_service_id and not written_in_this_transaction(xmin);
  end if;
  return null;
end
$$;
create trigger quote_service_photos_touch after insert or update or delete on quote_service_photos
  for each row execute function quote_service_child_touch();
create trigger quote_service_faqs_touch after insert or update or delete on quote_service_faqs
  for each row execute function quote_service_child_touch();
create trigger quote_service_business_hours_touch after insert or update or delete on quote_service_business_hours
  for each row execute function quote_service_child_touch();
create trigger quote_service_areas_touch after insert or update or delete on quote_service_areas
  for each row execute function quote_service_child_touch();
create trigger quote_service_categories_touch after insert or update or delete on quote_service_categories
  for each row execute function quote_service_child_touch();
create trigger suspension_events_touch after insert or update or delete on suspension_events
  for each row execute function quote_service_child_touch();

create function feedback_attachments_touch() returns trigger language plpgsql as $$
begin
  update reviews set modified = now() where id = case when tg_op = 'DELETE' then old.review_id else new.review_id end;
  return null;
end
$$;
create trigger feedback_attachments_touch after insert or update or delete on feedback_attachments
  for each row execute function feedback_attachments_touch();

-- Reviews keep quote_service_stats' rating figures in step (and so the service's rank_score).
create function reviews_stats_sync() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update quote_service_stats
      set rating_sum = rating_sum - old.rating, rating_count = rating_count - 1
      where quote_service_id = old.quote_service_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into quote_service_stats (quote_service_id, rating_sum, rating_count)
      values (new.quote_service_id, new.rating, 1)
      on conflict (quote_service_id) do update
      set rating_sum = quote_service_stats.rating_sum + excluded.rating_sum,
        rating_count = quote_service_stats.rating_count + 1;
  end if;
  -- the profile shows the reviews, so it changed even when the figures did not
  if tg_op in ('UPDATE', 'DELETE') then
    update quote_services set public_version = public_version
      where id = old.quote_service_id and not written_in_this_transaction(xmin);
  end if;
  if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.quote_service_id <> old.quote_service_id) then
    update quote_services set public_version = public_version
      where id = new.quote_service_id and not written_in_this_transaction(xmin);
  end if;
  return null;
end
$$;
create trigger reviews_stats_sync after insert or update or delete on reviews
  for each row execute function reviews_stats_sync();

create function quote_service_stats_rank() returns trigger language plpgsql as $$
begin
  update quote_services
    set rank_score = ((new.rating_sum + 3.5 * 3) / (new.rating_count + 3))::real
    where id = new.quote_service_id and rank_score <> ((new.rating_sum + 3.5 * 3) / (new.rating_count + 3))::real;
  return null;
end
$$;
create trigger quote_service_stats_rank after insert or update of rating_sum, rating_count on quote_service_stats
  for each row execute function quote_service_stats_rank();

-- One counter for the pro lists: any change to any service raises it (one write per statement).
create table public_data_versions (
  scope text primary key,
  version bigint not null default 0,
  changed timestamptz not null default now()
);
insert into public_data_versions (scope) values ('pros');

create function public_pros_version_bump() returns trigger language plpgsql as $$
begin
  update public_data_versions set version = version + 1, changed = now()
    where scope = 'pros' and not written_in_this_transaction(xmin);
  return null;
end
$$;
create trigger quote_services_pros_version after insert or update or delete on quote_services
  for each statement execute function public_pros_version_bump();

-- Fill the new columns for services that already exist.
update quote_services set title = title;
update quote_services s
  set rank_score = (st.rating_sum + 3.5 * 3) / (st.rating_count + 3)
  from quote_service_stats st where st.quote_service_id = s.id;

-- Search: substrings of 3+ characters through the trigram index, 1-2 characters through the grams.
create index quote_services_search_trgm_idx on quote_services using gin (search_text public.gin_trgm_ops)
  where is_public and not is_archived;
create index quote_services_search_grams_idx on quote_services using gin (search_grams)
  where is_public and not is_archived;
-- The pro lists in rank order; the featured list.
create index quote_services_rank_idx on quote_services (rank_score desc, id desc)
  where is_public and not is_archived;
create index quote_services_featured_idx on quote_services (rank_score desc, id desc)
  where is_featured and is_public and not is_archived;
create index quote_services_city_idx on quote_services (city_id, district_id) where is_public and not is_archived;
-- Category names are searched by substring as well.
create index quote_categories_name_trgm_idx on quote_categories using gin (name public.gin_trgm_ops);
-- The nearme lists: a category's services, then their areas.
create index quote_service_categories_category_service_idx on quote_service_categories (quote_category_id, quote_service_id);
create index quote_service_areas_service_idx on quote_service_areas (quote_service_id, city_id, district_id);
