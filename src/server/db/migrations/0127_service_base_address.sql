-- The service's base address (docs/services.md, "Base address"): the street under the service's
-- city and district, and where its point (quote_services.latitude/longitude) came from: the
-- geocoded address (places), the district's centre (district) or a tap on the area map (map).
alter table quote_services
  add column base_address text check (char_length(base_address) <= 200),
  add column location_source text check (location_source in ('places', 'district', 'map'));
