import { PageFrame } from '../../../components/page-frame/page-frame';
import type { ScreenProps } from '../../../routes/screen-types';
import { ContentStatus } from './content-status';
import { fetchSitePage } from './content-thunks';
import { SitePageArticle } from './site-page-article';
import { useSlugContent } from './use-slug-content';

/** content/{slug}: one of the site's own pages behind the footer (terms, privacy, help...). */
export function SitePageScreen({ match }: ScreenProps) {
  const { lookup } = useSlugContent(match, 'page', (content, slug) => content.sitePages?.[slug], fetchSitePage);
  if (lookup.kind !== 'ready') return <ContentStatus lookup={lookup} />;
  return (
    <PageFrame>
      <SitePageArticle page={lookup.value} />
    </PageFrame>
  );
}
