import { useTranslation } from 'react-i18next';
import type { QuoteAttachmentResponse } from '../../../domain/requests/quote-request.types';

/** The files a pro sent with the quote: images as thumbnails, PDFs as links; each opens in a new tab. */
export function QuoteAttachments({ files }: { files: readonly QuoteAttachmentResponse[] }) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  return (
    <>
      <h3 className="quote-detail__label">{t('projects>quote>attachments')}</h3>
      <ul className="quote-files">
        {files.map((file) => (
          <li key={file.url} className="quote-files__item">
            <a href={file.url} target="_blank" rel="noopener noreferrer" className="quote-files__link">
              {file.type === 'pdf' ? (
                <span className="quote-files__pdf">{t('projects>quote>pdf', { name: file.name })}</span>
              ) : (
                <img className="quote-files__thumb" src={file.url} alt={file.name} loading="lazy" width={96} height={96} />
              )}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
