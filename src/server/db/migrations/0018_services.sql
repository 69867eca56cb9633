-- The pro's services and profile: contact channels, how far the pro travels, links to reviews
-- on other sites, when the pro said the profile was ready, and soft deletion.

alter table quote_services
  add column line_id text not null default '',
  add column contact_phone text not null default '',
  add column contact_email text not null default '',
  add column website_url text not null default '',
  -- kilometres; null: no limit given
  add column max_travel_distance smallint check (max_travel_distance between 1 and 300),
  add column profile_ready_at timestamptz,
  add column deleted_at timestamptz,
  -- A deleted service is archived and private, so every public query (which checks both) skips it.
  add constraint quote_services_deleted_hidden check (deleted_at is null or (is_archived and not is_public));

-- The pro's own list, newest first, without deleted services.
create index quote_services_owner_list_idx on quote_services (user_id, id desc) where deleted_at is null;

create table quote_service_review_links (
  id integer generated always as identity primary key,
  quote_service_id integer not null references quote_services (id) on delete cascade,
  site_name text not null,
  url text not null,
  display_order integer not null default 0,
  created timestamptz not null default now()
);
create index quote_service_review_links_service_idx on quote_service_review_links (quote_service_id, display_order, id);

-- The profile shows them: a change raises the service's public_version.
create trigger quote_service_review_links_touch after insert or update or delete on quote_service_review_links
  for each row execute function quote_service_child_touch();
