import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { QuoteServiceItem } from '../../../domain/services/quote-service.types';
import { Button, ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Loading } from '../../components/loading';
import { Pager } from '../../components/pager';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { previewOpened } from './service-slice';
import { AddServiceForm } from './add-service-form';
import { DeleteServiceDialog } from './delete-service-dialog';
import { PreviewDialog } from './preview-dialog';
import { pageParam, type ServicesBase, servicePath } from './service-steps';
import { fetchServices } from './services-thunks';

/** dashboard/services (and profiles): the pro's services a page at a time. */
export function ServiceList({ base }: { base: ServicesBase }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const page = pageParam(search.get('page'));
  const { services, totalPages, activePage, isFetching } = useAppSelector((s) => s.service);
  const [failed, setFailed] = useState(false);
  const [loadedPage, setLoadedPage] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<QuoteServiceItem | null>(null);
  const rows = loadedPage === page && activePage === page ? services[page] : undefined;

  const load = () => {
    setFailed(false);
    void dispatch(fetchServices(page)).then((result) => {
      if (fetchServices.rejected.match(result)) setFailed(true);
      else setLoadedPage(page);
    });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: load reads the page, the only input
  useEffect(load, [page]);

  const goPage = (next: number) => {
    navigate(next === 1 ? base : `${base}?page=${next}`);
    window.scrollTo(0, 0);
  };

  return (
    <div className="page services">
      <h1 className="page__title">{t('services>list>title')}</h1>
      <p className="page__lead">{t('services>list>lead')}</p>
      <div className="services__actions">
        <Button onClick={() => setAdding(true)}>{t('services>list>add')}</Button>
        <ButtonLink variant="secondary" to="/dashboard/preview-guide">
          {t('services>list>guide')}
        </ButtonLink>
      </div>
      {failed && !rows ? (
        <EmptyState title={t('services>list>failed')} body={t('services>list>failedBody')} action={<Button onClick={load}>{t('services>retry')}</Button>} />
      ) : !rows ? (
        <Loading label={t('services>list>loading')} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('services>list>emptyTitle')} body={t('services>list>emptyBody')} action={<Button onClick={() => setAdding(true)}>{t('services>list>add')}</Button>} />
      ) : (
        <ul className="services__list" aria-busy={isFetching}>
          {rows.map((service) => (
            <ServiceCard
              key={service.id}
              base={base}
              service={service}
              onPreview={() => dispatch(previewOpened(service.id))}
              onDelete={() => setDeleting(service)}
            />
          ))}
        </ul>
      )}
      <Pager page={page} totalPages={totalPages} onSelect={goPage} busyPages={isFetching ? [page] : []} />
      <AddServiceForm open={adding} onClose={() => setAdding(false)} onAdded={(id) => navigate(servicePath(base, id, 0))} />
      <DeleteServiceDialog service={deleting} onClose={() => setDeleting(null)} onDeleted={load} />
      <PreviewDialog base={base} />
    </div>
  );
}

function ServiceCard({ base, service, onPreview, onDelete }: { base: ServicesBase; service: QuoteServiceItem; onPreview: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const fields = service.QuoteService;
  const status = fields.is_archived ? 'archived' : service.is_public ? 'public' : 'private';
  return (
    <li className="services__card card">
      <div className="services__card-head">
        <h2 className="services__name">{fields.display_name || t('services>untitled')}</h2>
        <span className={`services__badge services__badge--${status}`}>{t(`services>status>${status}`)}</span>
      </div>
      <p className="services__meta">
        {service.QuoteServiceCategory.map((c) => c.QuoteCategory.name).join('、')}
        {' · '}
        {t('services>list>areas', { count: service.area_count })}
      </p>
      {fields.platform_hidden && (
        <p className="services__hidden" role="note">
          <span className="services__badge services__badge--archived">{t('serviceHiding>badge')}</span> {t('serviceHiding>body', { reason: fields.platform_hidden.reason })}
        </p>
      )}
      {service.missing.length > 0 && <p className="services__missing">{t('services>list>missing', { count: service.missing.length })}</p>}
      <div className="services__card-actions">
        <ButtonLink to={servicePath(base, service.id, 0)}>{t('services>list>edit')}</ButtonLink>
        <Button variant="secondary" onClick={onPreview}>
          {t('services>list>preview')}
        </Button>
        <Button variant="ghost" onClick={onDelete}>
          {t('services>list>delete')}
        </Button>
      </div>
    </li>
  );
}
