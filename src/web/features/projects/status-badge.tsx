import { useTranslation } from 'react-i18next';
import type { ProjectStatus } from './project-format';

export function StatusBadge({ status }: { status: ProjectStatus }) {
  const { t } = useTranslation();
  return <span className={`project-status project-status--${status}`}>{t(`lifecycle>stage>${status}`)}</span>;
}
