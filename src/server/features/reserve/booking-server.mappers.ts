import { BookingStatus, type BookingWire, type SlotWire, type UserInformation, userInformationSchema } from '../../../domain/reserve/booking-server.schema';
import { merchantIdOf } from '../../../domain/reserve/greserve';
import type { GreserveEventRow } from './reserve.repository';

/** The slot a maps booking holds, as the booking server answers it. */
export function toSlotWire(row: Pick<GreserveEventRow, 'quote_service_id' | 'begin_time' | 'end_time'>): SlotWire {
  return {
    merchant_id: merchantIdOf(row.quote_service_id),
    service_id: merchantIdOf(row.quote_service_id),
    start_sec: String(Math.floor(row.begin_time.getTime() / 1000)),
    duration_sec: String(Math.round((row.end_time.getTime() - row.begin_time.getTime()) / 1000)),
  };
}

/** A maps booking as the booking server answers it (Booking of the Maps Booking API v3). */
export function toBookingWire(row: GreserveEventRow): BookingWire {
  const stored = userInformationSchema.safeParse(typeof row.user_information === 'string' ? JSON.parse(row.user_information) : row.user_information);
  return {
    booking_id: row.booking_id,
    slot: toSlotWire(row),
    user_information: stored.success ? stored.data : {},
    status: row.cancelled_on ? BookingStatus.Canceled : BookingStatus.Confirmed,
    payment_information: { prepayment_status: 'PREPAYMENT_NOT_PROVIDED' },
  };
}

/** The consumer's name for people to read: family name then given name, with a space between Latin names. */
export function consumerNameOf(user: UserInformation | undefined): string {
  const family = user?.family_name?.trim() ?? '';
  const given = user?.given_name?.trim() ?? '';
  const latin = /^[\x20-\x7e]*$/.test(family + given);
  return (latin ? [given, family].filter(Boolean).join(' ') : `${family}${given}`).slice(0, 100);
}
