-- The site's own pages behind the footer: terms, privacy notice, about, help centre entries for
-- consumers and pros, and the rest of spec section 2's footer destinations. Seeded from
-- src/server/db/seed/content/site-pages.json (a page an operator has edited is left as it is);
-- the operator console will edit them here.
create table site_pages (
  slug text primary key check (slug ~ '^[a-z0-9-]{1,80}$'),
  title text not null,
  summary text not null default '',
  -- [{ "heading": "...", "paragraphs": ["..."], "items": ["..."] }]
  body jsonb not null default '[]'::jsonb,
  -- an internal page the page points on to (e.g. the price guides), with its label
  link_path text,
  link_label text,
  display_order integer not null default 0,
  is_published boolean not null default true,
  -- set when an operator edits the page; seeding never overwrites such a page
  edited_by_operator boolean not null default false,
  created timestamptz not null default now(),
  modified timestamptz not null default now()
);
