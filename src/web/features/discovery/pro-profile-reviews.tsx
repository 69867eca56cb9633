import { useTranslation } from 'react-i18next';
import type { ProProfileResponse } from '../../../domain/discovery/discovery.types';
import { formatTaipei, parseUtcString } from '../../../domain/time/datetime';
import { Stars } from './components';
import { LinkPager } from './link-pager';
import { Section } from '../../components/section';

/** The pro's reviews: the score with its breakdown, then one page of reviews. */
export function ProProfileReviews({ profile, pathname }: { profile: ProProfileResponse; pathname: string }) {
  const { t } = useTranslation();
  return (
    <Section headingId="reviews-heading" title={t('discovery>profile>reviews')}>
      {profile.reviews.length === 0 ? (
        <p className="muted">{t('discovery>profile>noReviews')}</p>
      ) : (
        <>
          {profile.review_count > 0 && profile.rating !== null && (
          <div className="review-summary">
            <p className="review-summary__score">
              <strong>{profile.rating.toFixed(1)}</strong>
              <Stars rating={profile.rating} />
              <span className="muted">{t('discovery>common>reviewCount', { count: profile.review_count })}</span>
            </p>
            <dl className="review-summary__bars">
              {[5, 4, 3, 2, 1].map((stars, i) => (
                <div key={stars} className="review-summary__row">
                  <dt>{t('discovery>profile>stars', { count: stars })}</dt>
                  <dd>
                    <meter className="review-summary__bar" min={0} max={profile.review_count} value={profile.rating_breakdown[i] ?? 0} aria-hidden="true" />
                    <span>{profile.rating_breakdown[i] ?? 0}</span>
                  </dd>
                </div>
              ))}
            </dl>
          </div>
          )}
          <ol className="review-list">
            {profile.reviews.map((r) => (
              <li key={r.id} className="review">
                <p className="review__head">
                  <Stars rating={r.rating} />
                  <span className="review__author">{r.reviewer}</span>
                  <span className={r.is_verified ? 'review__badge review__badge--verified' : 'review__badge'}>
                    {t(r.is_verified ? 'discovery>profile>reviewVerified' : 'discovery>profile>reviewExternal')}
                  </span>
                  <time className="muted" dateTime={r.created.replace(' ', 'T')}>
                    {formatTaipei(parseUtcString(r.created), 'YYYY/MM/DD')}
                  </time>
                </p>
                {r.feedback && <p className="review__text">{r.feedback}</p>}
                {r.tags.length > 0 && (
                  <ul className="chips">
                    {r.tags.map((tag) => (
                      <li key={tag} className="chip">
                        {tag}
                      </li>
                    ))}
                  </ul>
                )}
                {r.attachments.length > 0 && (
                  <ul className="review__photos">
                    {r.attachments.map((url) => (
                      <li key={url}>
                        <img src={url} alt={t('discovery>profile>reviewPhoto')} loading="lazy" width={96} height={96} />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
          <LinkPager
            page={profile.reviews_page}
            totalPages={profile.reviews_total_pages}
            hrefFor={(p) => (p > 1 ? `${pathname}?reviews_page=${p}` : pathname)}
          />
        </>
      )}
    </Section>
  );
}
