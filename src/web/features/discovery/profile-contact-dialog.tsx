import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProProfileResponse } from '../../../domain/discovery/discovery.types';
import { ButtonLink } from '../../components/button';
import { Modal } from '../../components/modal';

/** `/service/contact/{id}`: start a request in one of the pro's categories with the pro invited. */
export function ProfileContactDialog({ profile, onClose }: { profile: ProProfileResponse; onClose: () => void }) {
  const { t } = useTranslation();
  const name = profile.title || profile.name;
  let body: ReactNode;
  if (profile.is_paused) body = <p role="note">{t('discovery>actions>contactPaused')}</p>;
  else if (profile.categories.length === 0) body = <p role="note">{t('discovery>actions>contactNoCategory')}</p>;
  else {
    body = (
      <>
        <p>{t('discovery>actions>contactIntro', { name })}</p>
        <div className="profile-action__choices">
          {profile.categories.map((c, i) => (
            <ButtonLink key={c.id} to={`/form/${c.slug}?invite=${profile.id}`} variant={i === 0 ? 'primary' : 'secondary'} size="lg" block>
              {t('discovery>actions>contactCategory', { category: c.name })}
            </ButtonLink>
          ))}
        </div>
      </>
    );
  }
  return (
    <Modal open title={t('discovery>actions>contactTitle', { name })} onClose={onClose}>
      {body}
    </Modal>
  );
}
