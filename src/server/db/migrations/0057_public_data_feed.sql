-- Versions of the public data beside 'pros': the catalogue (genres, categories, their forms and
-- everyday words, cities and districts) and the editorial content (collections, articles, price
-- guide texts, site pages). Every server copy keeps the versions in memory and caches its public
-- answers under them; a change raises its scope's version and tells every copy on the change
-- feed (NOTIFY, delivered at commit), so cached answers are dropped at once everywhere.

-- The change feed's channel of this schema: test schemas on one server never hear each other.
-- The server reads its channel from here too, so the name is made in one place.
create function change_feed_channel() returns text language sql stable as $$
  select left('feed_' || regexp_replace(current_schema(), '[^A-Za-z0-9_]', '_', 'g'), 63)
$$;

insert into public_data_versions (scope) values ('catalogue'), ('content') on conflict (scope) do nothing;

-- Raises a scope's version once per transaction and publishes it on the change feed as the
-- message {"topic": "data-version", "payload": {"scope": ..., "version": ...}}.
create function public_data_version_bump(p_scope text) returns void language plpgsql as $$
declare
  v bigint;
begin
  update public_data_versions set version = version + 1, changed = now()
    where scope = p_scope and not written_in_this_transaction(xmin)
    returning version into v;
  if found then
    perform pg_notify(change_feed_channel(),
      json_build_object('topic', 'data-version', 'payload', json_build_object('scope', p_scope, 'version', v))::text);
  end if;
end
$$;

-- The pro lists' counter keeps its trigger; it now publishes its changes too.
create or replace function public_pros_version_bump() returns trigger language plpgsql as $$
begin
  perform public_data_version_bump('pros');
  return null;
end
$$;

-- A statement trigger for a table whose rows are public data of the scope named as its argument.
create function public_data_version_touch() returns trigger language plpgsql as $$
begin
  perform public_data_version_bump(tg_argv[0]);
  return null;
end
$$;

create trigger genres_data_version after insert or update or delete or truncate on genres
  for each statement execute function public_data_version_touch('catalogue');
create trigger quote_categories_data_version after insert or update or delete or truncate on quote_categories
  for each statement execute function public_data_version_touch('catalogue');
create trigger quote_form_fields_data_version after insert or update or delete or truncate on quote_form_fields
  for each statement execute function public_data_version_touch('catalogue');
create trigger quote_category_synonyms_data_version after insert or update or delete or truncate on quote_category_synonyms
  for each statement execute function public_data_version_touch('catalogue');
create trigger cities_data_version after insert or update or delete or truncate on cities
  for each statement execute function public_data_version_touch('catalogue');
create trigger districts_data_version after insert or update or delete or truncate on districts
  for each statement execute function public_data_version_touch('catalogue');

create trigger feature_collections_data_version after insert or update or delete or truncate on feature_collections
  for each statement execute function public_data_version_touch('content');
create trigger feature_collection_items_data_version after insert or update or delete or truncate on feature_collection_items
  for each statement execute function public_data_version_touch('content');
create trigger articles_data_version after insert or update or delete or truncate on articles
  for each statement execute function public_data_version_touch('content');
create trigger price_guides_data_version after insert or update or delete or truncate on price_guides
  for each statement execute function public_data_version_touch('content');
create trigger site_pages_data_version after insert or update or delete or truncate on site_pages
  for each statement execute function public_data_version_touch('content');
