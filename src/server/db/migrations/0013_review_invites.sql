-- Reviews from past clients outside the platform: a pro sends an invite link
-- (review/service/{service_id}/{hash}); the review it brings is marked external, shown apart
-- from the verified ones (those that follow a hire here) and kept out of the rating figures.

alter table reviews add column is_external boolean not null default false;
alter table reviews add column reviewer_name text;
create index reviews_service_kind_idx on reviews (quote_service_id, is_external, created desc, id desc);

create table review_invites (
  id integer generated always as identity primary key,
  quote_service_id integer not null references quote_services (id) on delete cascade,
  -- SHA-256 of the link's random hash; the hash itself is shown once, when the link is made
  hash_digest text not null unique,
  invitee_name text not null default '',
  invitee_email text,
  review_id integer references reviews (id) on delete set null,
  created timestamptz not null default now(),
  expires_at timestamptz not null
);
create index review_invites_service_idx on review_invites (quote_service_id, created desc);

-- Only verified reviews count towards a service's rating.
create or replace function reviews_stats_sync() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and not old.is_external then
    update quote_service_stats
      set rating_sum = rating_sum - old.rating, rating_count = rating_count - 1
      where quote_service_id = old.quote_service_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and not new.is_external then
    insert into quote_service_stats (quote_service_id, rating_sum, rating_count)
      values (new.quote_service_id, new.rating, 1)
      on conflict (quote_service_id) do update
      set rating_sum = quote_service_stats.rating_sum + excluded.rating_sum,
        rating_count = quote_service_stats.rating_count + 1;
  end if;
  -- the profile shows the reviews, so it changed even when the figures did not
  if tg_op in ('UPDATE', 'DELETE') then
    update quote_services set public_version = public_version
      where id = old.quote_service_id and not written_in_this_transaction(xmin);
  end if;
  if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.quote_service_id <> old.quote_service_id) then
    update quote_services set public_version = public_version
      where id = new.quote_service_id and not written_in_this_transaction(xmin);
  end if;
  return null;
end
$$;
