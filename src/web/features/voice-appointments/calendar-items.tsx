import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VoiceAppointmentStatus } from '../../../domain/calls/voice-appointment';
import { taipeiDateOfUtc } from '../../../domain/calendar';
import { clockOf } from '../../lib/taipei-time';
import type { VoiceAppointment } from './api';

/** A day's voice appointments on the pro's calendar (week view items), linking to their conversation. */
export function VoiceAppointmentCalendarItems({ appointments, date }: { appointments: readonly VoiceAppointment[] | undefined; date: string }) {
  const { t } = useTranslation();
  return (
    <>
      {(appointments ?? [])
        .filter((a) => taipeiDateOfUtc(a.scheduled_at) === date)
        .map((a) => (
          <li key={`va${a.id}`} className="cal-item cal-item--voice">
            <Link to={`/dashboard/requests/${a.quote_bid_id}`}>
              {t(a.status === VoiceAppointmentStatus.Accepted ? 'voiceAppointments>calendarItem' : 'voiceAppointments>calendarItemProposed', {
                time: clockOf(a.scheduled_at),
                name: a.other_name,
                category: a.category_name,
              })}
            </Link>
          </li>
        ))}
    </>
  );
}

/** How many of the appointments fall on the date (the week view's "nothing" line counts them). */
export const voiceAppointmentsOn = (appointments: readonly VoiceAppointment[] | undefined, date: string) =>
  (appointments ?? []).filter((a) => taipeiDateOfUtc(a.scheduled_at) === date).length;
