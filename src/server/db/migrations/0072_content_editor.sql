-- The console's content editor (issue 17): site pages, home-page blog posts and campaign pages
-- are edited as drafts and change for the public only when published.
--
-- Each table's own columns are the version the public sees (once published); `draft` holds the
-- operator's unpublished edit (the whole editable document, null when there is none) and
-- `previous` the version a publish replaced, so a publish never loses the text before it.
-- Every change is also in operator_audit with its before and after.

alter table site_pages
  add column draft jsonb,
  add column previous jsonb,
  add column published_at timestamptz;
update site_pages set published_at = modified where is_published;

-- Articles (the info pages) are edited the same way; a console-edited one is left alone by the seed.
alter table articles
  add column draft jsonb,
  add column previous jsonb,
  add column edited_by_operator boolean not null default false;

-- Blog posts for the home page's list (shown by the home page once it lists them).
create table blog_posts (
  id integer generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9-]{1,80}$'),
  title text not null,
  excerpt text not null default '',
  -- [{ "heading": "...", "paragraphs": ["..."], "items": ["..."] }], as site_pages.body
  body jsonb not null default '[]'::jsonb,
  cover_image_url text,
  status text not null default 'draft' check (status in ('draft', 'published')),
  published_at timestamptz,
  draft jsonb,
  previous jsonb,
  created timestamptz not null default now(),
  modified timestamptz not null default now()
);
create index blog_posts_published_idx on blog_posts (published_at desc, id desc) where status = 'published';

-- Campaign pages (a partner's offer, a season's promotion), shown between starts_at and ends_at.
create table campaign_pages (
  id integer generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9-]{1,80}$'),
  title text not null,
  hero text not null default '',
  body jsonb not null default '[]'::jsonb,
  starts_at timestamptz,
  ends_at timestamptz,
  -- the partner the campaign belongs to, when it is a partner's
  partner_key text,
  status text not null default 'draft' check (status in ('draft', 'published')),
  published_at timestamptz,
  draft jsonb,
  previous jsonb,
  created timestamptz not null default now(),
  modified timestamptz not null default now(),
  check (ends_at is null or starts_at is null or ends_at > starts_at)
);

create trigger blog_posts_data_version after insert or update or delete or truncate on blog_posts
  for each statement execute function public_data_version_touch('content');
create trigger campaign_pages_data_version after insert or update or delete or truncate on campaign_pages
  for each statement execute function public_data_version_touch('content');
