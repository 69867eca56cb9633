-- Service areas drawn on a map (docs/services.md, "Areas"): a circle about the base address or a
-- polygon, beside the district list. The bounding box is what matching prefilters on; the exact
-- test (distance, point in polygon) is src/domain/geo.
create table quote_service_drawn_areas (
  quote_service_id integer primary key references quote_services (id) on delete cascade,
  shape text not null check (shape in ('radius', 'polygon')),
  centre_lat double precision check (centre_lat between -90 and 90),
  centre_lng double precision check (centre_lng between -180 and 180),
  radius_km real check (radius_km > 0 and radius_km <= 300),
  -- [[lat, lng], ...] without the closing vertex
  ring jsonb,
  min_lat double precision not null,
  max_lat double precision not null,
  min_lng double precision not null,
  max_lng double precision not null,
  modified timestamptz not null default now(),
  check (
    (shape = 'radius' and centre_lat is not null and centre_lng is not null and radius_km is not null and ring is null)
    or (shape = 'polygon' and ring is not null and centre_lat is null and centre_lng is null and radius_km is null)
  ),
  check (min_lat <= max_lat and min_lng <= max_lng)
);

create index quote_service_drawn_areas_box on quote_service_drawn_areas (min_lat, max_lat, min_lng, max_lng);

-- Each district's centre (seeded from the bundled centroids), the point of a request that has no
-- geocoded address.
alter table districts
  add column latitude double precision check (latitude between -90 and 90),
  add column longitude double precision check (longitude between -180 and 180);

-- Where the job is: geocoded from the address (places) or the district's centre (district).
alter table quote_requests
  add column latitude double precision check (latitude between -90 and 90),
  add column longitude double precision check (longitude between -180 and 180),
  add column location_source text check (location_source in ('places', 'district')),
  add check ((latitude is null) = (longitude is null) and (latitude is null) = (location_source is null));

-- Why a lead reached the pro when it was by the drawn area: its shape and, for a circle, the
-- distance from the base in km.
alter table quote_bids
  add column match_area_shape text check (match_area_shape in ('radius', 'polygon')),
  add column match_distance_km real;
