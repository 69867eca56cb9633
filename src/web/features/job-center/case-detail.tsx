import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { LeadFailed, LeadFiguresLine, LeadSkeleton, RequestCreated, RequestFacts } from '../works';
import { AnswerCase } from './answer-case';
import { QuoteCount } from './case-card';
import { getJobCenterCase, type JobCenterCase } from './api/job-center';
import { jobCenterPath } from './job-center-paths';
import { useLoaded } from './use-loaded';

function CaseFacts({ item }: { item: JobCenterCase }) {
  const { t } = useTranslation();
  return (
    <RequestFacts
      className="case-detail__request"
      title={t('jobCenter>detail>request')}
      listClassName="case-detail__facts"
      facts={[
        { key: 'consumer', label: t('jobCenter>detail>consumer'), value: item.consumer_name },
        { key: 'place', label: t('jobCenter>detail>place'), value: `${item.city}${item.district}` },
        { key: 'created', label: t('jobCenter>detail>created'), value: <RequestCreated created={item.created} /> },
        { key: 'description', label: t('jobCenter>detail>description'), value: item.description || t('jobCenter>detail>noDescription'), className: 'case-detail__description' },
      ]}
    />
  );
}

/** dashboard/requests/case/{requestId}: one open case in full, with the answer button. */
export function CaseDetail({ requestId }: { requestId: number | undefined }) {
  const { t } = useTranslation();
  const { data, failure, retry } = useLoaded(`case:${requestId ?? '-'}`, (api) => (requestId === undefined ? Promise.resolve(null) : getJobCenterCase(api, requestId)));
  const back = (
    <p className="lead__back">
      <Link to={jobCenterPath()}>← {t('jobCenter>detail>back')}</Link>
    </p>
  );
  const screenTitle = <h1 className="page__title">{t('jobCenter>list>title')}</h1>;

  if (failure) {
    return (
      <div className="page page--narrow">
        {back}
        {screenTitle}
        <LeadFailed failure={failure} onRetry={retry} />
      </div>
    );
  }
  if (data === undefined) {
    return (
      <div className="page page--narrow" aria-busy="true">
        {back}
        {screenTitle}
        <LeadSkeleton label={t('jobCenter>detail>loading')} />
      </div>
    );
  }
  if (data === null) {
    return (
      <div className="page page--narrow">
        {screenTitle}
        <EmptyState
          title={t('jobCenter>detail>goneTitle')}
          body={t('jobCenter>detail>goneBody')}
          action={<ButtonLink to={jobCenterPath()}>{t('jobCenter>detail>back')}</ButtonLink>}
        />
      </div>
    );
  }

  return (
    <div className="page page--narrow works job-center case-detail">
      {back}
      <div className="lead__header">
        <h1 className="page__title">{data.category.name}</h1>
        <QuoteCount count={data.quote_count} />
      </div>
      <p className="page__lead">
        {data.city}
        {data.district}
      </p>
      <CaseFacts item={data} />
      <section className="section-block case-detail__answer" aria-labelledby="case-detail-answer">
        <h2 className="section-block__title" id="case-detail-answer">
          {t('jobCenter>detail>answerTitle')}
        </h2>
        <LeadFiguresLine figures={data} />
        <p className="case-detail__hint">{t('jobCenter>detail>answerHint')}</p>
        <AnswerCase requestId={data.id} />
      </section>
    </div>
  );
}
