/** Booking through a maps service (Reserve with Google) as the rest of the server sees it. */
export { BOOKING_SERVER_PREFIX, bookingServerPlugin } from './booking-server.routes';
export { BookingFeedsService } from './booking-feeds.service';
export { BookingServerService } from './booking-server.service';
export { GreserveNotifier } from './greserve.notifier';
export { greserveRoutes } from './greserve.routes';
export { GreserveService } from './greserve.service';
