import { useTranslation } from 'react-i18next';
import { formatTaipei, parseUtcString } from '../../../domain/time';
import { EmptyState } from '../../components/empty-state';
import type { ReferralsAnswer } from './api/referrals';

const shown = (utc: string) => formatTaipei(parseUtcString(utc), 'YYYY/MM/DD');

/** Who joined through my link (with their state and my reward), and the e-mails I invited. */
export function ReferralList({ answer }: { answer: ReferralsAnswer }) {
  const { t } = useTranslation();
  return (
    <>
      <h3>{t('referrals>listTitle')}</h3>
      {answer.referrals.length === 0 ? (
        <EmptyState level={3} title={t('referrals>emptyTitle')} body={t('referrals>emptyBody')} />
      ) : (
        <>
          <p className="referrals__summary">{t('referrals>summary', { count: answer.count, rewarded: answer.rewarded_count, total: answer.reward_total })}</p>
          <ul className="referrals__list">
            {answer.referrals.map((person) => (
              // joined to the second and the shortened name: unique enough for a list key
              <li key={`${person.joined}-${person.name}`} className={`referral referral--${person.status}`}>
                <span className="referral__name">{person.name}</span>
                <span className="referral__joined">{t('referrals>joined', { date: shown(person.joined) })}</span>
                <span className="referral__status">{person.status_text}</span>
                {person.reward > 0 && <span className="referral__reward">{t('referrals>reward', { amount: person.reward })}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
      {answer.invites.length > 0 && (
        <details className="referrals__invites">
          <summary>{t('referrals>invitesTitle', { count: answer.invites.length })}</summary>
          <ul>
            {answer.invites.map((inv) => (
              // an address is invited at most once a week, so address and time are unique
              <li key={`${inv.email}-${inv.created}`}>
                {inv.email} · {shown(inv.created)}
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}
