import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Tabs } from '../../components/tabs';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useWorkPage } from './use-work-page';
import { WorkListBody } from './work-list-body';
import {
  LAST_WORK_STORAGE_KEY,
  parseWorkPlace,
  readPage,
  readWorkSearch,
  readWorkTab,
  WORK_SEARCH_MAX,
  WORK_TABS,
  type WorkPlace,
  worksPath,
  worksQuery,
} from './works-paths';
import { lastWorkShown } from './works-slice';

function storedWorkPlace(): WorkPlace | null {
  try {
    return parseWorkPlace(window.sessionStorage.getItem(LAST_WORK_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** dashboard/works: the pro's jobs by tab; a return without a tab opens the work page last shown. */
export default function WorksScreen() {
  const [search] = useSearchParams();
  const remembered = useAppSelector((s) => s.works.lastWork);
  if (!search.has('tab')) {
    const last = remembered ?? storedWorkPlace() ?? { tab: 'inProgress', page: 1 };
    return <Navigate to={worksPath(last)} replace />;
  }
  const tab = readWorkTab(search.get('tab'));
  const q = tab === 'search' ? readWorkSearch(search.get('q')) : '';
  return <WorksList place={{ tab, page: readPage(search.get('page')), ...(q ? { q } : {}) }} />;
}

/** The Search list's form: words to find in the requests' descriptions and categories. */
function WorkSearch({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(readWorkSearch(value));
  };
  return (
    <form className="works__search" onSubmit={submit}>
      <label className="field__label" htmlFor={id}>
        {t('works>lists>searchLabel')}
      </label>
      <div className="works__search-row">
        <input id={id} className="input" type="search" maxLength={WORK_SEARCH_MAX} value={value} onChange={(e) => setValue(e.target.value)} />
        <Button type="submit">{t('works>lists>searchAction')}</Button>
      </div>
    </form>
  );
}

function WorksList({ place }: { place: WorkPlace }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { tab, page, q = '' } = place;
  // The Search list waits for words: without them it would list every quote.
  const searching = tab === 'search';
  const work = useWorkPage(worksQuery(tab, page, q), !searching || q !== '');
  const { list, ids } = work;

  useEffect(() => {
    dispatch(lastWorkShown(q ? { tab, page, q } : { tab, page }));
    try {
      window.sessionStorage.setItem(LAST_WORK_STORAGE_KEY, JSON.stringify(q ? { tab, page, q } : { tab, page }));
    } catch {
      // Storage may be unavailable (private mode); the store still remembers.
    }
  }, [dispatch, tab, page, q]);

  if (ids !== undefined && ids.length === 0 && page > list.totalPages) return <Navigate to={worksPath({ tab, page: list.totalPages, q })} replace />;

  const empty =
    tab === 'inProgress' || tab === 'hired' || tab === 'completed' || tab === 'archived' ? (
      <EmptyState
        title={t('works>list>emptyTitle')}
        body={t('works>list>emptyBody')}
        action={<ButtonLink to="/dashboard/requests">{t('works>list>goRequests')}</ButtonLink>}
      />
    ) : (
      <EmptyState title={t(`works>lists>empty>${tab}`)} body={t('works>lists>emptyBody')} />
    );

  return (
    <div className="page works">
      <h1 className="page__title">{t('works>list>title')}</h1>
      <p className="page__lead">{t('works>list>lead')}</p>
      <Tabs
        label={t('works>list>tabs')}
        tabs={WORK_TABS.map((key) => ({ key, label: t(`works>list>tab>${key}`) }))}
        active={tab}
        onChange={(next) => navigate(worksPath({ tab: next, page: 1 }))}
      >
        {searching && <WorkSearch key={q} initial={q} onSearch={(words) => navigate(worksPath({ tab, page: 1, q: words }))} />}
        {searching && q === '' ? (
          <p className="works__hint">{t('works>lists>searchHint')}</p>
        ) : (
          <WorkListBody
            work={work}
            page={page}
            countKey="works>list>count"
            loadingKey="works>list>loading"
            empty={empty}
            detailPath="/dashboard/works"
            onPage={(p) => navigate(worksPath({ tab, page: p, q }))}
          />
        )}
      </Tabs>
    </div>
  );
}
