import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons/icon';
import { Section } from '../../../components/section';

const POINTS = ['verified', 'reviews', 'payment', 'free'] as const;
const ICONS: Record<(typeof POINTS)[number], string> = { verified: 'shield-check', reviews: 'star', payment: 'lock', free: 'gift' };

/** Why hiring here is safe: verified pros, real reviews, protected payment, free quotes. */
export function TrustPoints() {
  const { t } = useTranslation();
  return (
    <Section headingId="trust-heading" title={t('home>trust>heading')}>
      <ul className="trust">
        {POINTS.map((point) => (
          <li key={point} className={`trust__item trust__item--${point}`}>
            <span className="trust__icon">
              <Icon name={ICONS[point]} size={24} />
            </span>
            <h3 className="trust__title">{t(`home>trust>${point}>title`)}</h3>
            <p className="trust__body">{t(`home>trust>${point}>body`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
