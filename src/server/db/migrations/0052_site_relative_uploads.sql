-- Upload URLs are site-relative (`/uploads/...`, `/private-files/...`): the storage writes them
-- so, and pages show them whatever address the server is reached at. Rows written before held
-- absolute URLs: private files (always served by this server) from any host, public uploads
-- from this machine's own addresses (the default PUBLIC_URL, or a demo seeded on another port).
-- Anything else (a CDN's or a bucket's URL) stays as it is.
create or replace function pg_temp.site_relative(url text) returns text language sql immutable as $$
  select regexp_replace(
    regexp_replace(url, '^https?://[^/]+(/private-files/)', '\1'),
    '^https?://(localhost|127\.0\.0\.1|\[::1\])(:[0-9]+)?(/uploads/)', '\3')
$$;

create or replace function pg_temp.site_relative_json(value jsonb) returns jsonb language sql immutable as $$
  select regexp_replace(
    regexp_replace(value::text, '"https?://[^/"]+(/private-files/)', '"\1', 'g'),
    '"https?://(localhost|127\.0\.0\.1|\[::1\])(:[0-9]+)?(/uploads/)', '"\3', 'g')::jsonb
$$;

update users set avatar_thumb_url = pg_temp.site_relative(avatar_thumb_url)
  where avatar_thumb_url is distinct from pg_temp.site_relative(avatar_thumb_url);
update users set avatar_original_url = pg_temp.site_relative(avatar_original_url)
  where avatar_original_url is distinct from pg_temp.site_relative(avatar_original_url);
update quote_services set logo_path = pg_temp.site_relative(logo_path), logo_thumb_path = pg_temp.site_relative(logo_thumb_path)
  where logo_path is distinct from pg_temp.site_relative(logo_path)
     or logo_thumb_path is distinct from pg_temp.site_relative(logo_thumb_path);
update quote_service_photos set path = pg_temp.site_relative(path), thumb_path = pg_temp.site_relative(thumb_path)
  where path is distinct from pg_temp.site_relative(path)
     or thumb_path is distinct from pg_temp.site_relative(thumb_path);
update feedback_attachments set path = pg_temp.site_relative(path) where path is distinct from pg_temp.site_relative(path);
update quote_request_photos set path = pg_temp.site_relative(path) where path is distinct from pg_temp.site_relative(path);
update messages set attachments = pg_temp.site_relative_json(attachments)
  where attachments is distinct from pg_temp.site_relative_json(attachments);
update quote_bids set attachments = pg_temp.site_relative_json(attachments)
  where attachments is distinct from pg_temp.site_relative_json(attachments);
update quote_templates set attachments = pg_temp.site_relative_json(attachments)
  where attachments is distinct from pg_temp.site_relative_json(attachments);
