-- Editorial content beside the catalogue: curated collections (feature pages), articles
-- (info pages) and the texts of the price guides, whose figures come from sent quotes.

create table feature_collections (
  id integer generated always as identity primary key,
  slug text not null unique,
  title text not null,
  summary text not null default '',
  -- the editor's introduction: paragraphs of plain text
  intro jsonb not null default '[]'::jsonb,
  icon text not null default '',
  display_order integer not null default 0,
  is_published boolean not null default true,
  created timestamptz not null default now(),
  modified timestamptz not null default now()
);
create index feature_collections_published_idx on feature_collections (display_order, id) where is_published;

-- The categories a collection recommends, each with the editor's note.
create table feature_collection_items (
  id integer generated always as identity primary key,
  feature_collection_id integer not null references feature_collections (id) on delete cascade,
  quote_category_id integer not null references quote_categories (id) on delete cascade,
  note text not null default '',
  display_order integer not null default 0,
  unique (feature_collection_id, quote_category_id)
);
create index feature_collection_items_collection_idx on feature_collection_items (feature_collection_id, display_order);

create table articles (
  id integer generated always as identity primary key,
  slug text not null unique,
  title text not null,
  summary text not null default '',
  -- sections: [{"heading": "...", "paragraphs": ["...", ...]}], rendered as text
  body jsonb not null default '[]'::jsonb,
  author_name text not null default '',
  genre_id integer references genres (id) on delete set null,
  quote_category_id integer references quote_categories (id) on delete set null,
  reading_minutes integer not null default 3,
  is_published boolean not null default true,
  published_at timestamptz not null default now(),
  modified timestamptz not null default now()
);
-- info/all pages newest first; a genre's articles; a category's related articles.
create index articles_published_idx on articles (published_at desc, id desc) where is_published;
create index articles_genre_idx on articles (genre_id, published_at desc) where is_published;
create index articles_category_idx on articles (quote_category_id, published_at desc) where is_published;

-- The words of a category's price guide; the figures are computed from quotes.
create table price_guides (
  id integer generated always as identity primary key,
  quote_category_id integer not null unique references quote_categories (id) on delete cascade,
  intro jsonb not null default '[]'::jsonb,
  -- [{"heading": "...", "body": "..."}]: what moves the price
  factors jsonb not null default '[]'::jsonb,
  tips jsonb not null default '[]'::jsonb,
  -- [{"q": "...", "a": "..."}]
  faq jsonb not null default '[]'::jsonb,
  modified timestamptz not null default now()
);

-- Price guides: the prices of sent quotes of a request, read without touching the table
-- (requests of a category come from quote_requests_category_city_idx).
create index quote_bids_sent_prices_idx on quote_bids (quote_request_id)
  include (rating_type, flat_rate_at, hourly_rate_at)
  where quote_sent_on is not null;
