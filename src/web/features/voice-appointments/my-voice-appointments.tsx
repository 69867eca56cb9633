import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VoiceAppointmentStatus } from '../../../domain/calls/voice-appointment';
import { useApi } from '../../store/use-api';
import { dateTimeOf } from '../../lib/taipei-time';
import { getMyVoiceAppointments, type VoiceAppointment } from './api';

/** The user's voice appointments still to come (as consumer and as pro) on the appointments screen; nothing when there are none. */
export function MyVoiceAppointments() {
  const { t } = useTranslation();
  const api = useApi();
  const [items, setItems] = useState<VoiceAppointment[]>([]);
  useEffect(() => {
    api(getMyVoiceAppointments).then(
      (res) => setItems(res.voice_appointments),
      () => setItems([]),
    );
  }, [api]);
  if (items.length === 0) return null;
  return (
    <section className="appt-section voice-appts" aria-label={t('voiceAppointments>title')}>
      <h2>{t('voiceAppointments>title')}</h2>
      <ul className="voice-appts__list">
        {items.map((a) => (
          <li key={a.id} className={a.status === VoiceAppointmentStatus.Accepted ? 'voice-appts__item voice-appts__item--accepted' : 'voice-appts__item'}>
            <Link to={a.is_pro ? `/dashboard/requests/${a.quote_bid_id}` : `/dashboard/projects/quote/${a.quote_bid_id}`}>
              <strong>{a.status === VoiceAppointmentStatus.Accepted ? t('voiceAppointments>accepted') : t('voiceAppointments>pending')}</strong>{' '}
              {t('voiceAppointments>listItem', { when: dateTimeOf(a.scheduled_at), name: a.other_name, category: a.category_name })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
