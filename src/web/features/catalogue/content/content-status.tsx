import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Loading } from '../../../components/loading';
import { PageFrame } from '../../../components/page-frame/page-frame';
import { NotFoundScreen } from '../../not-found';
import type { ContentLookup } from './use-content';

/** What a content page shows until its data is there: loading, not found, or a retry. */
export function ContentStatus({ lookup }: { lookup: Exclude<ContentLookup<unknown>, { kind: 'ready' }> }) {
  const { t } = useTranslation();
  if (lookup.kind === 'missing') return <NotFoundScreen />;
  return (
    <PageFrame>
      <div className="page">
        {lookup.kind === 'loading' ? (
          <Loading />
        ) : (
          <div className="inline-error" role="alert">
            <p>{t('common>loadFailed')}</p>
            <Button variant="secondary" onClick={lookup.retry}>
              {t('common>retry')}
            </Button>
          </div>
        )}
      </div>
    </PageFrame>
  );
}
