import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProProfileResponse } from '../../../domain/discovery/discovery.types';
import { formatTaipei, parseUtcString } from '../../../domain/time/datetime';
import { ButtonLink } from '../../components/button';
import { BlockUserButton } from '../blocking';
import { CertificateBadges } from '../certification';
import { InviteProButton } from '../invite-pro';
import { Badges, ProAvatar, RatingLine } from './components';

/** The top of a profile: who, how rated, and the ways to ask for a quote or book. */
export function ProProfileHeader({ profile }: { profile: ProProfileResponse }) {
  const { t } = useTranslation();
  const first = profile.categories[0];
  const quotePath = first ? `/form/${first.slug}?invite=${profile.id}` : undefined;
  return (
    <header className="pro-profile__header">
      <ProAvatar pro={profile} size="lg" />
      <div className="pro-profile__intro">
        <h1 className="page__title">{profile.title || profile.name}</h1>
        <p className="muted">
          {profile.name}
          {profile.city ? ` · ${profile.city.name}${profile.district ?? ''}` : ''}
        </p>
        <RatingLine rating={profile.rating} count={profile.review_count} />
        <Badges badges={profile.badges} />
        <CertificateBadges certificates={profile.certificates} />
        <ul className="pro-profile__facts">
          {profile.years_in_business ? <li>{t('discovery>common>years', { count: profile.years_in_business })}</li> : null}
          {profile.hired_count > 0 && <li>{t('discovery>profile>hired', { count: profile.hired_count })}</li>}
          <li>{t('discovery>profile>memberSince', { date: formatTaipei(parseUtcString(profile.created), 'YYYY/MM/DD') })}</li>
        </ul>
      </div>
      <div className="pro-profile__cta">
        {profile.is_paused ? (
          <p className="pro-profile__paused" role="note">
            {t('discovery>profile>paused')}
          </p>
        ) : (
          quotePath && (
            <ButtonLink to={quotePath} size="lg" block>
              {t('discovery>profile>requestQuote')}
            </ButtonLink>
          )
        )}
        {!profile.is_paused && <InviteProButton service={profile} />}
        {profile.business_hours.length > 0 && (
          <ButtonLink to={`/service/${profile.id}/reserve`} variant="secondary" size="lg" block>
            {t('discovery>profile>reserveOnline')}
          </ButtonLink>
        )}
        {!profile.is_paused && profile.categories.length > 1 && (
          <p className="muted">
            {t('discovery>profile>otherCategories')}{' '}
            {profile.categories.slice(1).map((c, i) => (
              <span key={c.id}>
                {i > 0 && '、'}
                <Link to={`/form/${c.slug}?invite=${profile.id}`}>{c.name}</Link>
              </span>
            ))}
          </p>
        )}
        <BlockUserButton target={{ quote_service_id: profile.id }} name={profile.name} />
      </div>
    </header>
  );
}
