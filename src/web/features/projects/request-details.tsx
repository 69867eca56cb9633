import { useTranslation } from 'react-i18next';
import type { QuoteRequestResponse } from '../../../domain/requests/quote-request.types';
import { taipeiTime } from './project-format';
import { Section } from '../../components/section';

/** What the consumer asked for: category, place, time, answers, description and photos. */
export function RequestDetails({ request }: { request: QuoteRequestResponse }) {
  const { t } = useTranslation();
  const none = t('projects>details>none');
  return (
    <Section headingId="request-details" title={t('projects>details>title')} block="section-block">
      <dl className="request-details">
        <div className="request-details__row">
          <dt>{t('projects>details>category')}</dt>
          <dd>{request.QuoteCategory.name}</dd>
        </div>
        <div className="request-details__row">
          <dt>{t('projects>details>place')}</dt>
          <dd>
            {request.city.name}
            {request.district.name}
          </dd>
        </div>
        {request.destination && (
          <div className="request-details__row">
            <dt>{t('requestForm>moving>to')}</dt>
            <dd>
              {request.destination.city.name}
              {request.destination.district.name}
            </dd>
          </div>
        )}
        {request.address && (
          <div className="request-details__row">
            <dt>{t('lifecycle>booking>address')}</dt>
            <dd>{request.address}</dd>
          </div>
        )}
        <div className="request-details__row">
          <dt>{t('projects>details>when')}</dt>
          <dd>{request.when.text || none}</dd>
        </div>
        {request.fields.map((field) => (
          <div className="request-details__row" key={field.quote_form_field_id}>
            <dt>{field.label}</dt>
            <dd>{field.text || none}</dd>
          </div>
        ))}
        <div className="request-details__row">
          <dt>{t('projects>details>description')}</dt>
          <dd className="request-details__text">{request.description || none}</dd>
          {request.is_hidden === 1 && <dd className="request-details__hidden">{t('projects>details>hidden')}</dd>}
        </div>
      </dl>
      {request.photos.length > 0 && (
        <div className="request-photos">
          <h3 className="request-photos__title">{t('projects>details>photos')}</h3>
          <ul className="request-photos__list">
            {request.photos.map((photo, i) => (
              <li key={photo.id}>
                <a href={photo.url} target="_blank" rel="noreferrer">
                  <img src={photo.url} alt={t('projects>details>photo', { n: i + 1 })} width={96} height={96} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="request-details__created">{t('projects>created', { time: taipeiTime(request.created) })}</p>
    </Section>
  );
}

/** The request's timeline, oldest first. */
export function ActivityTimeline({ request }: { request: QuoteRequestResponse }) {
  const { t } = useTranslation();
  if (request.activities.length === 0) return null;
  return (
    <Section headingId="request-timeline" title={t('projects>timeline>title')} block="section-block">
      <ol className="timeline">
        {request.activities.map((activity) => (
          <li key={activity.id} className={`timeline__item timeline__item--${activity.type}`}>
            <time className="timeline__time" dateTime={`${activity.created.replace(' ', 'T')}Z`}>
              {taipeiTime(activity.created)}
            </time>
            <span className="timeline__text">
              {activity.text}
              <span className="timeline__actor"> · {activity.actor?.full_name ?? t('projects>timeline>system')}</span>
            </span>
          </li>
        ))}
      </ol>
    </Section>
  );
}
