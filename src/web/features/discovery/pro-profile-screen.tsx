import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { ProProfileResponse } from '../../../domain/discovery/discovery.types';
import { breadcrumbJsonLd, profileJsonLd } from '../../../domain/discovery/json-ld';
import { formatTaipei, parseUtcString } from '../../../domain/time/datetime';
import { ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Loading } from '../../components/loading';
import { PageFrame } from '../../components/page-frame/page-frame';
import type { ScreenProps } from '../../routes/screen-types';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { NotFoundScreen } from '../not-found/not-found-screen';
import { PhotoLikeButton } from '../photos/photo-like-button';
import { BlockUserButton } from '../blocking/block-user-button';
import { CertificateBadges } from '../certification/certificate-badges';
import { InviteProButton } from '../invite-pro/invite-pro-button';
import { Badges, JsonLd, LinkPager, ProAvatar, RatingLine, Stars } from './components';
import { useDiscoveryTitle } from './discovery-meta';
import { fetchProProfile, profileKey } from './discovery-slice';
import type { CrumbItem } from './discovery-text';

function reviewsPageOf(search: string): number {
  const n = Number(new URLSearchParams(search).get('reviews_page') ?? '1');
  return Number.isInteger(n) && n >= 1 && n <= 500 ? n : 1;
}

/** The breadcrumbs of a profile: home, its first category, the pro. */
export function profileCrumbs(profile: ProProfileResponse, homeLabel: string): CrumbItem[] {
  const first = profile.categories[0];
  return [
    { label: homeLabel, to: '/' },
    ...(first ? [{ label: first.name, to: `/category/${first.slug}` }] : []),
    { label: profile.title || profile.name },
  ];
}

/** A pro's public profile: about, photos, reviews, FAQ, area, hours, badges and the way to ask for a quote. */
export function ProProfileScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const id = Number(match.params.serviceId);
  const reviewsPage = reviewsPageOf(location.search);
  const key = profileKey(id, reviewsPage);
  const profile = useAppSelector((s) => s.discovery.profiles[key]);
  const status = useAppSelector((s) => s.discovery.status[key]);
  const baseUrl = useAppSelector((s) => s.app.publicUrl);

  useEffect(() => {
    if (!profile && status === undefined) void dispatch(fetchProProfile({ id, reviewsPage }));
  }, [dispatch, profile, status, id, reviewsPage]);

  useDiscoveryTitle(match, Boolean(profile));

  if (status === 'notFound') return <NotFoundScreen />;
  if (!profile) {
    return (
      <PageFrame>
        <div className="page">
          <h1 className="page__title">{t('screens>service>title')}</h1>
          {status === 'failed' ? (
            <EmptyState
              title={t('common>loadFailed')}
              action={
                <button type="button" className="btn btn--secondary" onClick={() => void dispatch(fetchProProfile({ id, reviewsPage }))}>
                  {t('common>retry')}
                </button>
              }
            />
          ) : (
            <Loading />
          )}
        </div>
      </PageFrame>
    );
  }

  const crumbs = profileCrumbs(profile, t('common>home'));
  const first = profile.categories[0];
  const quotePath = first ? `/form/${first.slug}?invite=${profile.id}` : undefined;
  return (
    <PageFrame>
      <div className="page pro-profile">
        <JsonLd data={[profileJsonLd(profile, baseUrl), breadcrumbJsonLd(crumbs.map((c) => ({ name: c.label, path: c.to })), baseUrl)]} />
        <Breadcrumbs items={crumbs} />
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

        <section className="section" aria-labelledby="about-heading">
          <h2 id="about-heading" className="section__title">
            {t('discovery>profile>about')}
          </h2>
          {profile.description ? (
            profile.description.split(/\n+/).map((para, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a fixed text.
              <p key={i}>{para}</p>
            ))
          ) : (
            <p className="muted">{t('discovery>profile>noAbout')}</p>
          )}
          {profile.categories.length > 0 && (
            <ul className="chips" aria-label={t('discovery>profile>services')}>
              {profile.categories.map((c) => (
                <li key={c.id}>
                  <Link className="chip" to={`/category/${c.slug}`}>
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>

        {profile.photos.length > 0 && (
          <section className="section" aria-labelledby="photos-heading">
            <h2 id="photos-heading" className="section__title">
              {t('discovery>profile>photos')}
            </h2>
            <ul className="pro-photos">
              {profile.photos.map((p) => (
                <li key={p.id}>
                  <figure>
                    <img src={p.thumb_url ?? p.url} alt={p.caption || t('discovery>profile>photoAlt', { name: profile.title })} loading="lazy" width={320} height={240} />
                    {p.caption && <figcaption>{p.caption}</figcaption>}
                    <PhotoLikeButton photoId={p.id} />
                  </figure>
                </li>
              ))}
            </ul>
          </section>
        )}

        <Reviews profile={profile} pathname={match.pathname} />

        {profile.faqs.length > 0 && (
          <section className="section" aria-labelledby="faq-heading">
            <h2 id="faq-heading" className="section__title">
              {t('discovery>profile>faq')}
            </h2>
            {profile.faqs.map((f) => (
              <details key={f.id} className="pro-faq">
                <summary>{f.question}</summary>
                <p>{f.answer}</p>
              </details>
            ))}
          </section>
        )}

        <section className="section" aria-labelledby="area-heading">
          <h2 id="area-heading" className="section__title">
            {t('discovery>profile>area')}
          </h2>
          {profile.areas.length > 0 ? (
            <ul className="chips">
              {profile.areas.map((a) => (
                <li key={`${a.city_slug}-${a.district_name ?? ''}`} className="chip">
                  {a.district_name ? `${a.city_name}${a.district_name}` : t('discovery>profile>wholeCity', { city: a.city_name })}
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">{t('discovery>profile>noArea')}</p>
          )}
          <ul className="pro-profile__travel">
            {profile.is_service_professional_travels_to_me && <li>{t('discovery>profile>travelsToYou')}</li>}
            {profile.is_customer_travel_to_me && <li>{t('discovery>profile>youTravel')}</li>}
            {profile.is_over_phone_or_internet && <li>{t('discovery>profile>remote')}</li>}
          </ul>
        </section>

        <section className="section" aria-labelledby="hours-heading">
          <h2 id="hours-heading" className="section__title">
            {t('discovery>profile>hours')}
          </h2>
          {profile.business_hours.length > 0 ? (
            <table className="pro-hours">
              <tbody>
                {[1, 2, 3, 4, 5, 6, 7].map((day) => {
                  const spans = profile.business_hours.filter((h) => h.weekday === day);
                  return (
                    <tr key={day}>
                      <th scope="row">{t(`discovery>weekdays>${day}`)}</th>
                      <td>{spans.length > 0 ? spans.map((h) => `${h.open}–${h.close}`).join('、') : t('discovery>profile>closed')}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          ) : (
            <p className="muted">{t('discovery>profile>noHours')}</p>
          )}
        </section>
      </div>
    </PageFrame>
  );
}

function Reviews({ profile, pathname }: { profile: ProProfileResponse; pathname: string }) {
  const { t } = useTranslation();
  return (
    <section className="section" aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className="section__title">
        {t('discovery>profile>reviews')}
      </h2>
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
    </section>
  );
}
