import { type FormEvent, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { FreeSlot } from '../../../domain/calendar';
import { TAIPEI_LONG_PATTERN, formatTaipei, parseUtcString } from '../../../domain/time';
import { asFormFailure, type FormFailure } from '../../api/error-info';
import { Button, ButtonLink } from '../../components/button';
import { describedBy, Field } from '../../components/field';
import { useAppSelector } from '../../store/hooks';
import { useApi } from '../../store/use-api';
import { bookSlot } from './api/reserve';
import { endClock } from './slot-clock';

export function BookForm({ serviceId, slot, onStale }: { serviceId: number; slot: FreeSlot; onStale: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useAppSelector((s) => s.user.info !== null);
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const when = formatTaipei(parseUtcString(slot.begin_time), TAIPEI_LONG_PATTERN);

  const submit = useCallback(
    async (event: FormEvent) => {
      event.preventDefault();
      setSending(true);
      setFailure(null);
      try {
        const res = await api((client) => bookSlot(client, { quote_service_id: serviceId, begin_time: slot.begin_time, note: note.trim() }));
        navigate(`/dashboard/appointment/${res.service_reserve.id}`);
      } catch (error) {
        setFailure(asFormFailure(error));
        setSending(false);
      }
    },
    [api, navigate, note, serviceId, slot.begin_time],
  );

  const here = `${location.pathname}${location.search}`;
  return (
    <form className="reserve-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('reserve>confirmTitle')}</h2>
      <p className="reserve-form__when">{t('reserve>chosen', { when, end: endClock(slot.end_time) })}</p>
      {signedIn ? (
        <>
          <Field id={`${id}-note`} label={t('reserve>note')} hint={t('reserve>noteHint')} error={failure?.fields.find((f) => f.field === 'note')?.message}>
            <textarea id={`${id}-note`} className="input" rows={3} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} {...describedBy(`${id}-note`, undefined, 'hint')} />
          </Field>
          {failure && (
            <div className="form-message form-message--error" role="alert">
              <p>{failure.fields[0]?.message ?? failure.text ?? t(failure.messageKey ?? 'errors>unknown')}</p>
              {failure.status === 409 && (
                <p className="reserve-form__next">
                  <ButtonLink variant="secondary" to={`/service/${serviceId}`}>{t('reserve>toProfile')}</ButtonLink>
                  <Button variant="ghost" onClick={onStale}>{t('reserve>reload')}</Button>
                </p>
              )}
            </div>
          )}
          <Button type="submit" disabled={sending} block>
            {sending ? t('common>sending') : t('reserve>book')}
          </Button>
        </>
      ) : (
        <>
          <p className="cal-hint">{t('reserve>loginNeeded')}</p>
          <ButtonLink to={`/login?from=${encodeURIComponent(here)}`} block>
            {t('reserve>loginToBook')}
          </ButtonLink>
        </>
      )}
    </form>
  );
}
