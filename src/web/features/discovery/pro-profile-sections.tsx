import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProProfileResponse } from '../../../domain/discovery/discovery.types';
import { PhotoLikeButton } from '../photos';
import { Section } from '../../components/section';

/** What the pro says about the service, and its categories. */
export function AboutSection({ profile }: { profile: ProProfileResponse }) {
  const { t } = useTranslation();
  return (
    <Section headingId="about-heading" title={t('discovery>profile>about')}>
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
    </Section>
  );
}

/** Photos of the pro's work, each one likeable. */
export function PhotosSection({ profile }: { profile: ProProfileResponse }) {
  const { t } = useTranslation();
  if (profile.photos.length === 0) return null;
  return (
    <Section headingId="photos-heading" title={t('discovery>profile>photos')}>
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
    </Section>
  );
}

/** The pro's answers to common questions. */
export function FaqSection({ profile }: { profile: ProProfileResponse }) {
  const { t } = useTranslation();
  if (profile.faqs.length === 0) return null;
  return (
    <Section headingId="faq-heading" title={t('discovery>profile>faq')}>
      {profile.faqs.map((f) => (
        <details key={f.id} className="pro-faq">
          <summary>{f.question}</summary>
          <p>{f.answer}</p>
        </details>
      ))}
    </Section>
  );
}

/** Where the pro works and who travels. */
export function AreaSection({ profile }: { profile: ProProfileResponse }) {
  const { t } = useTranslation();
  return (
    <Section headingId="area-heading" title={t('discovery>profile>area')}>
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
    </Section>
  );
}

/** Opening hours by weekday. */
export function HoursSection({ profile }: { profile: ProProfileResponse }) {
  const { t } = useTranslation();
  return (
    <Section headingId="hours-heading" title={t('discovery>profile>hours')}>
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
    </Section>
  );
}
