import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { ContentKind } from '../../../domain/ops/content-pages.contract';
import { isAddableKind, isContentKind, SCREEN_KINDS } from './ops-content-page-rules';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { ApiError } from '../../api/client';
import { toErrorInfo } from '../../api/error-info';
import { ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { Pager } from '../../components/pager';
import type { ScreenProps } from '../../routes/screen-types';
import { useApi } from '../../store/use-api';
import { getContentList, type OpsContentList } from './api/content-pages';
import { ContentStateText } from './ops-content-state';
import { OpsFrame } from './ops-frame';
import { OPS_NEW_CONTENT_KEY, opsContentListPath, opsContentPagePath } from './ops-paths';
import { useOpsSession } from './ops-session-context';
import { taipeiTime } from './ops-time';
import './ops-content.css';
import './ops-content-pages.css';
import { OpsTable } from './ops-table';

type Loaded = { kind: 'loading' } | { kind: 'loaded'; list: OpsContentList } | { kind: 'failed'; error: unknown };

function pageOf(search: string): number {
  const page = Number(new URLSearchParams(search).get('page') ?? '1');
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** Links between the kinds of page the editor edits. */
function KindTabs({ current }: { current: ContentKind }) {
  const { t } = useTranslation();
  return (
    <nav className="ops-content__kinds" aria-label={t('ops>contentPages>kindsNav')}>
      {SCREEN_KINDS.map((kind) => (
        <Link key={kind} to={opsContentListPath(kind)} aria-current={kind === current ? 'page' : undefined} className="ops-content__kind">
          {t(`ops>contentPages>kinds>${kind}`)}
        </Link>
      ))}
    </nav>
  );
}

function ContentTable({ kind, list }: { kind: ContentKind; list: OpsContentList }) {
  const { t } = useTranslation();
  const col = (key: string) => t(`ops>contentPages>columns>${key}`);
  return (
    <OpsTable columns={['title', 'state', 'modified']} heading={col}>
      {list.content_pages.map((row) => (
        <tr key={row.key} className="ops-table__row">
          <th scope="row" data-label={col('title')}>
            <Link to={opsContentPagePath(kind, row.key)}>{row.title}</Link>
            <br />
            <code>{row.slug}</code>
          </th>
          <td data-label={col('state')}>
            <ContentStateText row={row} />
          </td>
          <td data-label={col('modified')}>{taipeiTime(row.modified)}</td>
        </tr>
      ))}
    </OpsTable>
  );
}

function ContentList({ kind }: { kind: ContentKind }) {
  const { t } = useTranslation();
  const api = useApi();
  const location = useLocation();
  const navigate = useNavigate();
  const { sessionGone } = useOpsSession();
  const page = pageOf(location.search);
  const [state, setState] = useState<Loaded>({ kind: 'loading' });

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'loaded', list: await api((client) => getContentList(client, kind, page)) });
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'session') return sessionGone();
      setState({ kind: 'failed', error });
    }
  }, [api, kind, page, sessionGone]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one call per kind and page.
  useEffect(() => {
    void load();
  }, [kind, page]);

  return (
    <>
      <KindTabs current={kind} />
      <p>{t(`ops>contentPages>lead>${kind}`)}</p>
      {isAddableKind(kind) && (
        <p>
          <ButtonLink variant="secondary" to={opsContentPagePath(kind, OPS_NEW_CONTENT_KEY)}>
            {t(`ops>contentPages>add>${kind}`)}
          </ButtonLink>
        </p>
      )}
      {state.kind === 'loading' && <Loading />}
      {state.kind === 'failed' && <FailureRetry failure={toErrorInfo(state.error)} onRetry={() => void load()} />}
      {state.kind === 'loaded' &&
        (state.list.content_pages.length === 0 ? (
          <EmptyState title={t('ops>contentPages>empty')} body={t(`ops>contentPages>emptyBody>${kind}`)} />
        ) : (
          <>
            <p className="ops-count">{t('ops>contentPages>count', { count: state.list.count })}</p>
            <ContentTable kind={kind} list={state.list} />
            <Pager page={page} totalPages={state.list.total_pages} onSelect={(next) => navigate(`${opsContentListPath(kind)}?page=${next}`)} />
          </>
        ))}
    </>
  );
}

/** /ops/content/{kind} (support, admin): the pages of one kind (site pages, articles, posts, campaigns, collections, price guides), published or not, with their drafts. */
export default function OpsContentPagesScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const kind = match.params.kind ?? '';
  return (
    <OpsFrame permission={OpsPermission.EditContent}>
      <h1 className="ops-title">{t('ops>contentPages>title')}</h1>
      {isContentKind(kind) ? <ContentList kind={kind} /> : <EmptyState title={t('ops>contentPages>unknownKind')} body={t('ops>contentPages>unknownKindBody')} />}
    </OpsFrame>
  );
}
