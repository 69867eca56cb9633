-- Requests and matching: a consumer's quote requests with their answers and photos, the
-- leads (quote bids) matching creates for pros, the activity timeline, pros' pauses
-- (suspension events), blocks between users, in-app notifications, reports on requests and
-- the per-service figures matching ranks by.

create table quote_requests (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  quote_category_id integer not null references quote_categories (id),
  city_id integer not null references cities (id),
  district_id integer not null references districts (id),
  description text not null default '',
  -- when: a relative day label (spec section 9) or 'flexible', and the day slots 1-5 chosen
  when_day_label text check (when_day_label in ('today', 'tomorrow', 'dayAfterTomorrow', 'thisWeek', 'nextWeek', 'flexible')),
  when_day_slots jsonb not null default '[]'::jsonb,
  is_archived boolean not null default false,
  is_closed boolean not null default false,
  -- where the request came from: 'form', 'copy', ...
  recommend_source text not null default 'form',
  -- SHA-256 of the guest link's random hash; the hash itself is shown once, at creation
  hash_digest text not null unique,
  copied_from_id integer references quote_requests (id) on delete set null,
  created timestamptz not null default now(),
  modified timestamptz not null default now()
);
-- The consumer's projects list: their requests, newest first.
create index quote_requests_user_idx on quote_requests (user_id, created desc, id desc);
-- Job center and price guides: requests of a category in a place, newest first.
create index quote_requests_category_city_idx on quote_requests (quote_category_id, city_id, created desc);

-- Answers to the category's questions; a multiple-choice answer is a JSON array of options.
create table quote_form_submission_fields (
  id integer generated always as identity primary key,
  quote_request_id integer not null references quote_requests (id) on delete cascade,
  quote_form_field_id integer not null references quote_form_fields (id),
  value text not null,
  unique (quote_request_id, quote_form_field_id)
);

create table quote_request_photos (
  id integer generated always as identity primary key,
  quote_request_id integer not null references quote_requests (id) on delete cascade,
  path text not null,
  display_order integer not null default 0,
  created timestamptz not null default now()
);
create index quote_request_photos_request_idx on quote_request_photos (quote_request_id, display_order);

-- A pro's lead on a request (status Send) that becomes their quote, hire and job.
create table quote_bids (
  id integer generated always as identity primary key,
  quote_request_id integer not null references quote_requests (id) on delete cascade,
  quote_service_id integer not null references quote_services (id) on delete cascade,
  -- the pro who owns the service
  user_id integer not null references users (id) on delete cascade,
  quote_status_id smallint not null default 1 check (quote_status_id in (1, 2, 3, 4, 5, 6, 9)),
  hired_on timestamptz,
  provider_tag text,
  is_provider_readed boolean not null default false,
  is_requestor_readed boolean not null default false,
  is_requestor_rejected boolean not null default false,
  rating_type text check (rating_type in ('required', 'flat', 'hourly')),
  flat_rate_at integer check (flat_rate_at > 0),
  hourly_rate_at integer check (hourly_rate_at > 0),
  price_note text,
  is_contact_charge boolean not null default false,
  last_used_template_id integer,
  is_provider_archived boolean not null default false,
  provider_last_read_on timestamptz,
  quote_sent_on timestamptz,
  quote_last_update_on timestamptz,
  completed_on timestamptz,
  is_on_site_visit_required_for_quote boolean not null default false,
  is_more_information_required boolean not null default false,
  -- null until the pro says; pass sets false
  is_interested boolean,
  -- how the pro got the lead: 'match', 'invite', ...
  recommend_source text not null default 'match',
  match_score real,
  -- SHA-256 of a guest link's hash, issued when the link is sent (issueBidHash)
  hash_digest text unique,
  created timestamptz not null default now(),
  modified timestamptz not null default now(),
  -- one lead per pro per request
  unique (quote_request_id, user_id)
);
create index quote_bids_request_idx on quote_bids (quote_request_id, created, id);
-- The pro's work lists: by status, newest first; archived and favourite lists.
create index quote_bids_provider_status_idx on quote_bids (user_id, quote_status_id, created desc);
create index quote_bids_provider_created_idx on quote_bids (user_id, created desc);
create index quote_bids_provider_archived_idx on quote_bids (user_id, created desc) where is_provider_archived;
create index quote_bids_provider_tag_idx on quote_bids (user_id, provider_tag, created desc) where provider_tag is not null;
create index quote_bids_service_idx on quote_bids (quote_service_id, created desc);

-- The timeline of a request and its leads.
create table activities (
  id integer generated always as identity primary key,
  quote_request_id integer not null references quote_requests (id) on delete cascade,
  quote_bid_id integer references quote_bids (id) on delete cascade,
  -- who acted (null for the system)
  user_id integer references users (id) on delete set null,
  type text not null check (type in ('create', 'view', 'pass', 'providedquote', 'update', 'chat', 'hire', 'complete', 'review', 'deny', 'archive', 'expire', 'refund')),
  created timestamptz not null default now()
);
create index activities_request_idx on activities (quote_request_id, created, id);
create index activities_bid_idx on activities (quote_bid_id, created, id) where quote_bid_id is not null;

-- A pro's pause: no new leads for the service between begin_time and end_time.
create table suspension_events (
  id integer generated always as identity primary key,
  quote_service_id integer not null references quote_services (id) on delete cascade,
  begin_time timestamptz not null,
  end_time timestamptz not null check (end_time > begin_time),
  title text not null default '',
  description text not null default '',
  created timestamptz not null default now(),
  modified timestamptz not null default now()
);
create index suspension_events_service_idx on suspension_events (quote_service_id, end_time);

-- user_id blocks blocked_user_id; matching keeps the two apart in both directions.
create table blocked_users (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  blocked_user_id integer not null references users (id) on delete cascade,
  created timestamptz not null default now(),
  unique (user_id, blocked_user_id),
  check (user_id <> blocked_user_id)
);
create index blocked_users_blocked_idx on blocked_users (blocked_user_id, user_id);

-- In-app notifications; the unread count is the rows without read_at.
create table notifications (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  type text not null check (type in ('new_lead', 'new_quote', 'new_message', 'hired', 'review')),
  quote_request_id integer references quote_requests (id) on delete cascade,
  quote_bid_id integer references quote_bids (id) on delete cascade,
  created timestamptz not null default now(),
  read_at timestamptz
);
create index notifications_user_idx on notifications (user_id, created desc, id desc);
create index notifications_unread_idx on notifications (user_id) where read_at is null;

-- A pro reporting a request (spam, contact details in the text, not a real job).
create table quote_reports (
  id integer generated always as identity primary key,
  quote_request_id integer not null references quote_requests (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  reason text not null,
  created timestamptz not null default now(),
  unique (quote_request_id, user_id)
);
create index quote_reports_created_idx on quote_reports (created desc, id desc);

-- Per-service figures matching ranks by, kept up to date by the actions that change them
-- (a lead given, a quote sent, a review written) so ranking reads one row per candidate.
create table quote_service_stats (
  quote_service_id integer primary key references quote_services (id) on delete cascade,
  lead_count integer not null default 0,
  response_count integer not null default 0,
  rating_sum integer not null default 0,
  rating_count integer not null default 0,
  last_lead_at timestamptz,
  last_response_at timestamptz
);
