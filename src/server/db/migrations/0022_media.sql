-- Media of a pro's service: thumbnails beside the logo and the photos (the originals stay as
-- uploaded), and consumers' likes of photos (one like per person and photo).

alter table quote_services
  add column logo_thumb_path text;

alter table quote_service_photos
  add column thumb_path text,
  add column width integer check (width > 0),
  add column height integer check (height > 0);

create table quote_service_photo_likes (
  user_id integer not null references users (id) on delete cascade,
  quote_service_photo_id integer not null references quote_service_photos (id) on delete cascade,
  created timestamptz not null default now(),
  primary key (user_id, quote_service_photo_id)
);
-- The liked photos page, newest like first.
create index quote_service_photo_likes_user_idx on quote_service_photo_likes (user_id, created desc);
-- How many people like a photo.
create index quote_service_photo_likes_photo_idx on quote_service_photo_likes (quote_service_photo_id);
