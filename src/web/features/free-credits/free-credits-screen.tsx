import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asFormFailure } from '../../api/error-info';
import { EmptyState } from '../../components/empty-state';
import { Loading } from '../../components/loading';
import { FailureRetry } from '../../components/load-failure';
import { failureText } from '../../lib/failure-text';
import type { ScreenProps } from '../../routes/screen-types';
import { useAppDispatch } from '../../store/hooks';
import { toastAdded } from '../../store/ui-slice';
import { useApi } from '../../store/use-api';
import { useMountLoad } from '../../store/use-mount-load';
import { infoUpdated } from '../../store/user-slice';
import { ReferralSection } from '../referrals';
import { claimFreeCredit, type FreeCreditsAnswer, getFreeCredits } from './api/free-credits';
import { formatTaipei, selectedTaskIndex } from './free-credits-format';
import { TaskCard } from './task-card';
import './free-credits.css';

/** dashboard/free-credits/{index}: tasks that each earn free credit once, and the referral program. */
export default function FreeCreditsScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const api = useApi();
  const dispatch = useAppDispatch();
  const [answer, setAnswer] = useState<FreeCreditsAnswer | undefined>();
  const [claiming, setClaiming] = useState<string | undefined>();
  const [claimErrors, setClaimErrors] = useState<Record<string, string>>({});
  // A second press before the first answer must not send a second claim.
  const inFlight = useRef(false);

  const { failure: loadFailure, load } = useMountLoad(async (api) => {
    setAnswer(await api(getFreeCredits));
  });

  const tasks = answer?.free_credit_events ?? [];
  const selected = selectedTaskIndex(match.params.index, tasks.map((task) => task.code));
  useEffect(() => {
    if (selected === undefined) return;
    document.getElementById(`free-credit-${selected + 1}`)?.scrollIntoView?.({ block: 'center' });
  }, [selected]);

  const claim = async (code: string) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setClaiming(code);
    setClaimErrors((e) => ({ ...e, [code]: '' }));
    try {
      const result = await api((client) => claimFreeCredit(client, code));
      setAnswer(result);
      dispatch(infoUpdated({ available_wallet_amount: result.available_wallet_amount }));
      dispatch(toastAdded({ tone: 'success', text: t('freeCredits>claimed', { amount: result.claimed.amount }) }));
    } catch (error) {
      const failure = asFormFailure(error);
      setClaimErrors((e) => ({ ...e, [code]: failureText(t, failure) }));
      // A 409 may mean another tab claimed it: show the task as it is now.
      if (failure.status === 409) void load();
    } finally {
      inFlight.current = false;
      setClaiming(undefined);
    }
  };

  return (
    <div className="page free-credits">
      <h1 className="page__title">{t('freeCredits>title')}</h1>
      <p className="page__lead">{t('freeCredits>lead')}</p>
      {answer && <FreeCreditValidity answer={answer} />}
      <section className="free-credits__tasks" aria-labelledby="free-credits-tasks">
        <h2 id="free-credits-tasks">{t('freeCredits>tasksTitle')}</h2>
        {loadFailure && <FailureRetry className="free-credits__error" failure={loadFailure} retryKey="freeCredits>retry" onRetry={() => void load()} />}
        {!answer && !loadFailure && <Loading label={t('freeCredits>loading')} />}
        {answer && tasks.length === 0 && <EmptyState level={3} title={t('freeCredits>emptyTitle')} body={t('freeCredits>emptyBody')} />}
        {answer && tasks.length > 0 && (
          <>
            <p className="free-credits__summary">
              {t('freeCredits>summary', { claimed: answer.claimed_total, claimable: answer.claimable_total, done: answer.done_count, total: tasks.length })}
            </p>
            <ol className="free-credits__list">
              {tasks.map((task, i) => (
                <TaskCard
                  key={task.code}
                  task={task}
                  step={i + 1}
                  selected={selected === i}
                  claiming={claiming === task.code}
                  error={claimErrors[task.code] || undefined}
                  onClaim={() => void claim(task.code)}
                />
              ))}
            </ol>
          </>
        )}
      </section>
      <ReferralSection />
    </div>
  );
}

/** How long free credit lasts, and the free credit the user has with the day it expires. */
function FreeCreditValidity({ answer }: { answer: FreeCreditsAnswer }) {
  const { t } = useTranslation();
  const next = answer.expiring_free_credits[0];
  return (
    <section className="free-credits__validity" aria-labelledby="free-credits-validity">
      <h2 id="free-credits-validity">{t('freeCredits>validity>title')}</h2>
      <p>{t('freeCredits>validity>rule', { days: answer.free_credit_valid_days })}</p>
      {next ? (
        <p className="free-credits__expiring">
          {t('freeCredits>validity>next', {
            amount: answer.expiring_free_credits.filter((lot) => lot.expires_at === next.expires_at).reduce((sum, lot) => sum + lot.amount, 0),
            date: formatTaipei(next.expires_at).slice(0, 10),
          })}
        </p>
      ) : (
        <p>{t('freeCredits>validity>none')}</p>
      )}
    </section>
  );
}
