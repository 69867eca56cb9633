import { useTranslation } from 'react-i18next';
import type { LeadDetail } from './api/works';
import { RequestCreated, RequestFacts } from './request-facts';

/** The request behind a lead: the consumer's answers, the place, the time and the photos. */
export function LeadRequest({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  const request = lead.QuoteRequest;
  return (
    <RequestFacts
      className="lead-request"
      title={t('works>detail>answers')}
      listClassName="lead-request__facts"
      facts={[
        { key: 'consumer', label: t('works>detail>consumer'), value: request.consumer_name },
        { key: 'place', label: t('works>detail>place'), value: `${request.city.name}${request.district.name}` },
        !!request.destination && { key: 'to', label: t('requestForm>moving>to'), value: `${request.destination.city.name}${request.destination.district.name}` },
        !!request.when.text && { key: 'when', label: t('works>detail>when'), value: request.when.text },
        { key: 'created', label: t('works>detail>created'), value: <RequestCreated created={request.created} /> },
        ...request.fields.map((field) => ({ key: `field-${field.quote_form_field_id}`, label: field.label, value: field.text })),
        !!request.description && { key: 'description', label: t('works>detail>description'), value: request.description, className: 'lead-request__description' },
      ]}
    >
      {request.photos.length > 0 && (
        <>
          <h3 className="lead-request__photos-title">{t('works>detail>photos')}</h3>
          <ul className="lead-request__photos">
            {request.photos.map((photo, i) => (
              <li key={photo.id}>
                <a href={photo.url} target="_blank" rel="noreferrer">
                  <img src={photo.url} alt={t('works>detail>photo', { n: i + 1 })} loading="lazy" decoding="async" width={240} height={240} />
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </RequestFacts>
  );
}
