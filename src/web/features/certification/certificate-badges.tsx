import { useTranslation } from 'react-i18next';
import type { ProProfileResponse } from '../../../domain/discovery/discovery.types';
import './certification.css';

/** The approved certificates of a pro, as badges on the public profile. */
export function CertificateBadges({ certificates }: { certificates: ProProfileResponse['certificates'] }) {
  const { t } = useTranslation();
  if (!certificates || certificates.length === 0) return null;
  return (
    <ul className="cert-badges" aria-label={t('certification>badgesTitle')}>
      {certificates.map((c) => (
        <li key={c.service_certificate_id} className="cert-badge" title={t('certification>badgeVerified')}>
          <span aria-hidden="true">✓</span>
          <span>{t('certification>badge', { type: t(`certification>types>${c.type}`), name: c.name })}</span>
        </li>
      ))}
    </ul>
  );
}
