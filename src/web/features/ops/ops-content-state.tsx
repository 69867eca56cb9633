import { useTranslation } from 'react-i18next';
import type { OpsContentRow } from './api/content-pages';

/** Whether a page is public, and whether it has an unpublished draft. */
export function ContentStateText({ row }: { row: Pick<OpsContentRow, 'is_published' | 'has_draft'> }) {
  const { t } = useTranslation();
  return (
    <>
      {t(row.is_published ? 'ops>contentPages>published' : 'ops>contentPages>unpublished')}
      {row.has_draft && (
        <>
          {' · '}
          <strong>{t('ops>contentPages>hasDraft')}</strong>
        </>
      )}
    </>
  );
}
