import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProBadge, ProSummaryResponse } from '../../../domain/discovery/discovery.types';
import { jsonLdText } from '../../../domain/discovery/json-ld';

/** Structured data for search engines; never executed (CSP does not apply to data blocks). */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with <, > and & escaped, in a data block.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}

/** Five stars filled to the rating, with the number for screen readers and eyes. */
export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  const full = Math.round(rating);
  return (
    <span className="stars" role="img" aria-label={t('discovery>common>ratingLabel', { rating })}>
      <span className="stars__on" aria-hidden="true">
        {'★'.repeat(full)}
      </span>
      <span className="stars__off" aria-hidden="true">
        {'★'.repeat(5 - full)}
      </span>
    </span>
  );
}

export function RatingLine({ rating, count }: { rating: number | null; count: number }) {
  const { t } = useTranslation();
  if (rating === null || count === 0) return <span className="rating-line muted">{t('discovery>common>noReviews')}</span>;
  return (
    <span className="rating-line">
      <Stars rating={rating} />
      <strong className="rating-line__value">{rating.toFixed(1)}</strong>
      <span className="muted">{t('discovery>common>reviewCount', { count })}</span>
    </span>
  );
}

export function Badges({ badges }: { badges: ProBadge[] }) {
  const { t } = useTranslation();
  if (badges.length === 0) return null;
  return (
    <ul className="pro-badges" aria-label={t('discovery>common>badgesLabel')}>
      {badges.map((b) => (
        <li key={b} className={`pro-badge pro-badge--${b}`}>
          {t(`discovery>badges>${b}`)}
        </li>
      ))}
    </ul>
  );
}

function Initial({ name }: { name: string }) {
  return (
    <span className="pro-avatar pro-avatar--initial" aria-hidden="true">
      {[...name][0] ?? '?'}
    </span>
  );
}

export function ProAvatar({ pro, size = 'md' }: { pro: Pick<ProSummaryResponse, 'logo_url' | 'avatar_url' | 'name'>; size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  const src = pro.logo_url ?? pro.avatar_url;
  if (!src) return <Initial name={pro.name} />;
  const px = size === 'lg' ? 96 : 64;
  // The profile's own picture is at the top of its page; pictures in lists load as they scroll in.
  return (
    <img
      className={`pro-avatar pro-avatar--${size}`}
      src={src}
      alt={t('discovery>common>avatarAlt', { name: pro.name })}
      width={px}
      height={px}
      loading={size === 'lg' ? 'eager' : 'lazy'}
    />
  );
}

/** One pro in a list: who, what, where, how rated, and the way to their profile. */
export function ProCard({ pro }: { pro: ProSummaryResponse }) {
  const { t } = useTranslation();
  const headingId = `pro-${pro.id}-title`;
  return (
    <article className="pro-card" aria-labelledby={headingId}>
      <ProAvatar pro={pro} />
      <div className="pro-card__body">
        <h2 id={headingId} className="pro-card__title">
          <Link to={`/service/${pro.id}`}>{pro.title || pro.name}</Link>
        </h2>
        <p className="pro-card__meta muted">
          {pro.name}
          {pro.city ? ` · ${pro.city.name}` : ''}
          {pro.years_in_business ? ` · ${t('discovery>common>years', { count: pro.years_in_business })}` : ''}
        </p>
        <RatingLine rating={pro.rating} count={pro.review_count} />
        <Badges badges={pro.badges} />
        {pro.excerpt && <p className="pro-card__excerpt">{pro.excerpt}</p>}
        {pro.categories.length > 0 && (
          <p className="pro-card__categories muted">{pro.categories.slice(0, 3).map((c) => c.name).join('、')}</p>
        )}
      </div>
    </article>
  );
}
