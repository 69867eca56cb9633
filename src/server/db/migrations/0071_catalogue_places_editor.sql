-- The console's catalogue editor (issue 17) also edits genres, cities and districts.
-- is_active: a deactivated genre, city or district leaves the public lists and new postings;
-- the categories, requests and services that point at it keep their rows.
-- edited_by_operator_at: set by every console change of the row; the catalogue seed never
-- changes such a row again (docs/adding-a-category.md).
-- seed_slug / seed_name: the key the seed knows a row by, kept when the console changes the
-- slug or name, so the seed never adds the row a second time. Rows added in the console have none.
alter table genres
  add column is_active boolean not null default true,
  add column seed_slug text unique,
  add column edited_by_operator_at timestamptz;
update genres set seed_slug = slug;

alter table quote_categories add column edited_by_operator_at timestamptz;
alter table quote_form_fields add column edited_by_operator_at timestamptz;

alter table cities
  add column is_active boolean not null default true,
  add column edited_by_operator_at timestamptz;

alter table districts
  add column is_active boolean not null default true,
  add column display_order integer not null default 0,
  add column seed_name text,
  add column edited_by_operator_at timestamptz;
update districts set seed_name = name;
create unique index districts_seed_name_key on districts (city_id, seed_name);
