-- Users and sessions: the accounts feature adds columns; the foundation needs the 403 path.
create table users (
  id integer generated always as identity primary key,
  username text not null,
  email text,
  password_hash text,
  first_name text not null default '',
  last_name text not null default '',
  phone text,
  is_phone_confirmed boolean not null default false,
  onboard_state integer not null default 0,
  avatar_thumb_url text,
  avatar_original_url text,
  created timestamptz not null default now(),
  modified timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index users_username_key on users (lower(username));
create unique index users_email_key on users (lower(email)) where email is not null;

create table sessions (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  -- only a SHA-256 of the token is stored, so a database leak yields no usable session
  token_hash text not null unique,
  device_id text,
  created timestamptz not null default now(),
  last_seen timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_user_id_idx on sessions (user_id);

-- Catalogue
create table genres (
  id integer generated always as identity primary key,
  slug text not null unique,
  name text not null,
  description text not null default '',
  icon text not null default '',
  display_order integer not null default 0
);

create table quote_categories (
  id integer generated always as identity primary key,
  slug text not null unique,
  name text not null,
  genre_id integer not null references genres (id),
  group_name text not null default '',
  description text not null default '',
  is_popular boolean not null default false,
  price_hint_type text check (price_hint_type in ('flat', 'hourly')),
  price_hint_low integer,
  price_hint_high integer,
  price_hint_unit text,
  display_order integer not null default 0,
  is_active boolean not null default true
);
create index quote_categories_genre_idx on quote_categories (genre_id, display_order);

create table quote_form_fields (
  id integer generated always as identity primary key,
  quote_category_id integer not null references quote_categories (id) on delete cascade,
  label text not null,
  type text not null check (type in ('single_choice', 'multiple_choice', 'text', 'number', 'date')),
  options jsonb not null default '[]'::jsonb,
  is_required boolean not null default false,
  placeholder text,
  display_order integer not null,
  is_active boolean not null default true,
  unique (quote_category_id, display_order)
);

-- Taiwan's cities and counties and their districts
create table cities (
  id integer generated always as identity primary key,
  slug text not null unique,
  name text not null unique,
  display_order integer not null
);

create table districts (
  id integer generated always as identity primary key,
  city_id integer not null references cities (id) on delete cascade,
  name text not null,
  zipcode text not null,
  unique (city_id, name)
);
create index districts_zipcode_idx on districts (zipcode);
