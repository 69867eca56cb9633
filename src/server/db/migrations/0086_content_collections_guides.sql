-- The console's content editor (issue 17) also edits feature collections and price-guide texts,
-- as it edits site pages (0072): `draft` holds the operator's unpublished edit, `previous` the
-- version a publish replaced; the row's own columns stay what the public sees.
-- edited_by_operator_at: set by every console change of the row; the content seed never
-- changes such a row again (as 0071 for the catalogue).
alter table feature_collections
  add column draft jsonb,
  add column previous jsonb,
  add column published_at timestamptz,
  add column edited_by_operator_at timestamptz;
update feature_collections set published_at = modified where is_published;

-- A price guide's words can be taken off the category's price page (its figures stay).
alter table price_guides
  add column is_published boolean not null default true,
  add column draft jsonb,
  add column previous jsonb,
  add column published_at timestamptz,
  add column edited_by_operator_at timestamptz;
update price_guides set published_at = modified;

-- A blog post's uploaded cover: the stored file, removed when another cover replaces it.
alter table blog_posts add column cover_upload text;
