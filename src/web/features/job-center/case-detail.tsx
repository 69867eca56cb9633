import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTaipei, parseUtcString } from '../../../domain/time';
import { Button, ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { FormMessage } from '../../components/form-message';
import { failureText } from '../../lib/failure-text';
import { LeadFiguresLine, sinceText } from '../works';
import { AnswerCase } from './answer-case';
import { QuoteCount } from './case-card';
import { getJobCenterCase, type JobCenterCase } from './job-center-api';
import { jobCenterPath } from './job-center-paths';
import { useLoaded } from './use-loaded';

function CaseFacts({ item }: { item: JobCenterCase }) {
  const { t } = useTranslation();
  return (
    <section className="section-block case-detail__request" aria-labelledby="case-detail-request">
      <h2 className="section-block__title" id="case-detail-request">
        {t('jobCenter>detail>request')}
      </h2>
      <dl className="case-detail__facts">
        <div>
          <dt>{t('jobCenter>detail>consumer')}</dt>
          <dd>{item.consumer_name}</dd>
        </div>
        <div>
          <dt>{t('jobCenter>detail>place')}</dt>
          <dd>
            {item.city}
            {item.district}
          </dd>
        </div>
        <div>
          <dt>{t('jobCenter>detail>created')}</dt>
          <dd>
            <time dateTime={`${item.created.replace(' ', 'T')}Z`}>
              {formatTaipei(parseUtcString(item.created))} · {sinceText(item.created)}
            </time>
          </dd>
        </div>
        <div>
          <dt>{t('jobCenter>detail>description')}</dt>
          <dd className="case-detail__description">{item.description || t('jobCenter>detail>noDescription')}</dd>
        </div>
      </dl>
    </section>
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
        <FormMessage tone="error" text={failureText(t, failure)} />
        <Button variant="secondary" onClick={retry}>
          {t('common>retry')}
        </Button>
      </div>
    );
  }
  if (data === undefined) {
    return (
      <div className="page page--narrow" aria-busy="true">
        {back}
        {screenTitle}
        <p className="visually-hidden" role="status">
          {t('jobCenter>detail>loading')}
        </p>
        <div className="lead-skeleton" aria-hidden="true">
          <span className="skeleton skeleton--title" />
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--card" />
        </div>
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
