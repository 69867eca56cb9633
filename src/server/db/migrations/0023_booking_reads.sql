-- When the pro first saw a booking of one of his services (his calendar, the booking, or his
-- bookings list); null while it is new to him. unreadBookingCount counts the live ones still null.

alter table service_reserves
  add column provider_read_on timestamptz;

create index service_reserves_unread_idx on service_reserves (quote_service_id)
  where provider_read_on is null and cancelled_on is null;
