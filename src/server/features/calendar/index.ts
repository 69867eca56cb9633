/** The calendar feature as the rest of the server sees it. */
export { calendarRoutes } from './calendar.routes';
export { CalendarService, taipeiRange } from './calendar.service';
export { countUnreadBookings, unreadBookingsQuery } from './reserves.repository';
export { ReservesService } from './reserves.service';
