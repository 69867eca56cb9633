import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTaipei, parseUtcString } from '../../../domain/time/datetime';
import type { OpenRequest } from './api/invite-pro';

/** The consumer's open requests as a radio list: category, city and district, posted date. */
export function RequestChoices({ requests, choice, onChoice }: { requests: OpenRequest[]; choice: number | null; onChoice: (id: number) => void }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="invite-pro__choices">
      <legend className="invite-pro__legend">{t('invitePro>legend')}</legend>
      <ul className="invite-pro__list">
        {requests.map((r) => (
          <li key={r.id}>
            <label className="invite-pro__choice">
              <input type="radio" name={name} value={r.id} checked={choice === r.id} onChange={() => onChoice(r.id)} />
              <span className="invite-pro__choice-body">
                <span className="invite-pro__choice-title">{r.QuoteCategory.name}</span>
                <span className="invite-pro__choice-detail">
                  {`${r.city.name}${r.district.name} · `}
                  {t('invitePro>posted', { date: formatTaipei(parseUtcString(r.created), 'YYYY/MM/DD') })}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
