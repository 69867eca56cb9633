/** API shapes of the calendar, shared by the server's tests and the web screens (each beside its route schema). */
export type {
  BusinessHoursResponse,
  CalendarHire,
  CalendarResponse,
  FreeSlot,
  FreeSlotsResponse,
  ServiceReserve,
  SuspensionEvent,
} from './calendar.contract';
