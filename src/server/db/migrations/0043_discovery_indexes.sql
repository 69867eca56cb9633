-- pro-list's filters and orders (city, category, most reviews, newest) and the category
-- page's showcase (its pros' recent reviews and photos), each served by an index.

-- pro-list?city=: the services serving a city, from the city side.
create index quote_service_areas_city_service_idx on quote_service_areas (city_id, quote_service_id);

-- pro-list?sort=newest
create index quote_services_created_idx on quote_services (created desc, id desc)
  where is_public and not is_archived;

-- pro-list?sort=reviews
create index quote_service_stats_reviews_idx on quote_service_stats (rating_count desc, quote_service_id);

-- The category page's recent reviews: each service's newest verified review.
create index reviews_service_verified_idx on reviews (quote_service_id, created desc, id desc)
  where not is_external;
