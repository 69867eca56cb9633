import type { z } from 'zod';
import type {
  businessHoursAnswerSchema,
  calendarAnswerSchema,
  calendarHireSchema,
  freeSlotSchema,
  freeSlotsAnswerSchema,
  serviceReserveSchema,
  suspensionEventSchema,
} from './calendar.contract';

/** API shapes of the calendar, shared by the server's tests and the web screens (from the route schemas). */

export type BusinessHoursResponse = z.infer<typeof businessHoursAnswerSchema>;

export type SuspensionEvent = z.infer<typeof suspensionEventSchema>;

export type ServiceReserve = z.infer<typeof serviceReserveSchema>;

export type CalendarHire = z.infer<typeof calendarHireSchema>;

export type CalendarResponse = z.infer<typeof calendarAnswerSchema>;

export type FreeSlot = z.infer<typeof freeSlotSchema>;

export type FreeSlotsResponse = z.infer<typeof freeSlotsAnswerSchema>;
