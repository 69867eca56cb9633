-- Moving jobs go from one place to another: the request keeps where to as well as where from
-- (city_id and district_id). Both or neither.
alter table quote_requests
  add column destination_city_id integer references cities(id),
  add column destination_district_id integer references districts(id),
  add constraint quote_requests_destination_pair check ((destination_city_id is null) = (destination_district_id is null));
