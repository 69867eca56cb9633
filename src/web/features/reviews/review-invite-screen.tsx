import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asFormFailure } from '../../api/error-info';
import { getReviewInvite, postExternalReview, type ReviewInvite } from './api/feedbacks';
import { ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { LoadFailedState } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { decodeSegment } from '../../lib/path-segment';
import type { ScreenProps } from '../../routes/screen-types';
import { useApi } from '../../store/use-api';
import { ReviewForm } from './review-form';

type Phase = { kind: 'loading' } | { kind: 'invalid' } | { kind: 'failed' } | { kind: 'form'; invite: ReviewInvite } | { kind: 'done'; invite: ReviewInvite };

/** review/service/{serviceId}/{hash}: a past client reviews a pro who invited them. */
export function ReviewInviteScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const api = useApi();
  const serviceId = decodeSegment(match.params.serviceId);
  const hash = decodeSegment(match.params.hash);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one read per link (and per retry).
  useEffect(() => {
    let current = true;
    setPhase({ kind: 'loading' });
    api((client) => getReviewInvite(client, serviceId, hash)).then(
      (invite) => current && setPhase({ kind: 'form', invite }),
      (error: unknown) => current && setPhase({ kind: asFormFailure(error).status === 404 ? 'invalid' : 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [serviceId, hash, attempt]);

  return (
    <main className="page review-invite" id="main">
      <h1>{t('reviewInvite>title')}</h1>
      {phase.kind === 'loading' && <Loading label={t('common>loading')} />}
      {phase.kind === 'invalid' && (
        <EmptyState title={t('reviewInvite>invalidTitle')} body={t('reviewInvite>invalidBody')} action={<ButtonLink to="/">{t('common>home')}</ButtonLink>} />
      )}
      {phase.kind === 'failed' && <LoadFailedState onRetry={() => setAttempt((n) => n + 1)} />}
      {phase.kind === 'done' && (
        <EmptyState
          title={t('reviewInvite>doneTitle')}
          body={t('reviewInvite>doneBody', { service: phase.invite.quote_service.title })}
          action={<ButtonLink to={`/service/${phase.invite.quote_service.id}`}>{t('reviewInvite>toProfile')}</ButtonLink>}
        />
      )}
      {phase.kind === 'form' && (
        <ReviewForm
          invite={phase.invite}
          onSubmit={(body) => api((client) => postExternalReview(client, serviceId, hash, body)).then(() => setPhase({ kind: 'done', invite: phase.invite }))}
        />
      )}
    </main>
  );
}
