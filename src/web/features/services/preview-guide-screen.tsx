import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/button';
import './services.css';

const POINTS = ['name', 'description', 'areas', 'faq', 'reviews', 'publish'] as const;

/** dashboard/preview-guide: what consumers see on a profile and how to check it before they do. */
export default function PreviewGuideScreen() {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow services">
      <h1 className="page__title">{t('services>guide>title')}</h1>
      <p className="page__lead">{t('services>guide>lead')}</p>
      <ol className="services__guide">
        {POINTS.map((p) => (
          <li key={p}>
            <h2 className="services__guide-title">{t(`services>guide>${p}Title`)}</h2>
            <p>{t(`services>guide>${p}Body`)}</p>
          </li>
        ))}
      </ol>
      <ButtonLink to="/dashboard/services">{t('services>guide>go')}</ButtonLink>
    </div>
  );
}
