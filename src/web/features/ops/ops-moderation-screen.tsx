import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import type { ScreenProps } from '../../routes/screen-types';
import { OpsFrame } from './ops-frame';
import { OpsUserModeration } from './ops-user-moderation';

/** /ops/moderation/{userId} (trust_safety, admin): one user's standing and sanctions, on its own until a user page embeds the panel. */
export default function OpsModerationScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const raw = match.params.userId ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
  return (
    <OpsFrame permission={OpsPermission.ModerateUsers}>
      <h1 className="ops-title">{t('ops>moderation>title')}</h1>
      {id > 0 ? <OpsUserModeration key={id} userId={id} /> : <EmptyState title={t('ops>moderation>badId')} />}
    </OpsFrame>
  );
}
