import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { asFormFailure, toErrorInfo } from '../../api/error-info';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { Input } from '../../components/input';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { Select } from '../../components/select';
import { TextareaField } from '../../components/textarea-field';
import { SANCTION_KINDS, type SanctionKind, transitionStanding } from '../../../domain/ops/moderation';
import { failureText } from '../../lib/failure-text';
import { useApi } from '../../store/use-api';
import { getUserStanding, sanctionUser, type UserStandingView } from './api/moderation';
import { readSanction, type SanctionValues } from './ops-moderation-rules';
import { useOpsSession } from './ops-session-context';
import { taipeiTime as opsTime } from './ops-time';

export interface OpsUserModerationProps {
  userId: number;
  /** Called after a warning, suspension, ban or reinstatement went through. */
  onChanged?: () => void;
}

type Loaded = { kind: 'loading' } | { kind: 'loaded'; user: UserStandingView } | { kind: 'failed'; error: unknown };
type Step = { kind: 'edit' } | { kind: 'confirm'; body: { reason: string; until?: string } };

const EMPTY = (kind: SanctionKind): SanctionValues => ({ kind, reason: '', until: '' });

/** The actions the transition function allows this operator now (an end in the past is checked on sending). */
function allowedKinds(user: UserStandingView, role: Parameters<typeof transitionStanding>[2]): SanctionKind[] {
  const state = { standing: user.standing, until: user.standing_until ? new Date(`${user.standing_until.replace(' ', 'T')}Z`) : null };
  return SANCTION_KINDS.filter((kind) => transitionStanding(state, { kind }, role, new Date()).allowed);
}

/** A user's standing and sanctions, and warn / suspend / ban / reinstate with a reason, confirmed before sending. */
export function OpsUserModeration({ userId, onChanged }: OpsUserModerationProps) {
  const { t } = useTranslation();
  const api = useApi();
  const { operator, sessionGone } = useOpsSession();
  const [state, setState] = useState<Loaded>({ kind: 'loading' });
  const [values, setValues] = useState<SanctionValues>(EMPTY('warn'));
  const [step, setStep] = useState<Step>({ kind: 'edit' });
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'loaded', user: (await api((client) => getUserStanding(client, userId))).user });
    } catch (failure) {
      if (failure instanceof ApiError && failure.kind === 'session') return sessionGone();
      setState({ kind: 'failed', error: failure });
    }
  }, [api, userId, sessionGone]);
  useEffect(() => {
    void load();
  }, [load]);

  if (state.kind === 'loading') return <Loading />;
  if (state.kind === 'failed') return <FailureRetry failure={toErrorInfo(state.error)} onRetry={() => void load()} />;
  const { user } = state;
  const kinds = allowedKinds(user, operator.role);
  const kind = kinds.includes(values.kind) ? values.kind : (kinds[0] ?? 'warn');

  const review = (event: FormEvent) => {
    event.preventDefault();
    setDone(undefined);
    const read = readSanction({ ...values, kind });
    if (!read.ok) return setError(t(`ops>moderation>${read.error}Invalid`));
    setError(undefined);
    setStep({ kind: 'confirm', body: read.body });
  };

  const send = async (body: { reason: string; until?: string }) => {
    setBusy(true);
    try {
      const answer = await api((client) => sanctionUser(client, kind, userId, body));
      setState({ kind: 'loaded', user: answer.user });
      setValues(EMPTY(kind));
      setDone(t(`ops>moderation>done>${kind}`));
      onChanged?.();
    } catch (failure) {
      if (failure instanceof ApiError && failure.kind === 'session') return sessionGone();
      setError(failureText(t, asFormFailure(failure)));
    } finally {
      setBusy(false);
      setStep({ kind: 'edit' });
    }
  };

  const standingText =
    user.standing === 'suspended' && user.standing_until
      ? t('ops>moderation>standing>suspendedUntil', { until: opsTime(user.standing_until) })
      : t(`ops>moderation>standing>${user.standing}`);

  return (
    <section className="ops-panel" aria-labelledby={`moderation-${userId}`}>
      <h2 id={`moderation-${userId}`}>{t('ops>moderation>heading', { name: user.full_name || user.username, id: user.user_id })}</h2>
      <p className="ops-standing" data-standing={user.standing}>
        {t('ops>moderation>standingLabel')}
        {standingText}
      </p>
      {done && (
        <p role="status" className="ops-done">
          {done}
        </p>
      )}
      {step.kind === 'confirm' ? (
        <div className="ops-confirm">
          <p className="ops-confirm__what">
            {t(`ops>moderation>confirm>${kind}`, { id: user.user_id, until: step.body.until ? opsTime(step.body.until) : t('ops>moderation>indefinitely') })}
          </p>
          <p>{t('ops>moderation>confirmReason', { reason: step.body.reason })}</p>
          <div className="ops-actions">
            <Button onClick={() => void send(step.body)} disabled={busy}>
              {busy ? t('ops>moderation>sending') : t('ops>moderation>send')}
            </Button>
            <Button variant="secondary" onClick={() => setStep({ kind: 'edit' })} disabled={busy}>
              {t('ops>moderation>back')}
            </Button>
          </div>
        </div>
      ) : kinds.length === 0 ? (
        <p>{t('ops>moderation>nothingAllowed')}</p>
      ) : (
        <form className="ops-form" onSubmit={review} noValidate>
          <Select
            label={t('ops>moderation>action')}
            name="kind"
            value={kind}
            options={kinds.map((k) => ({ value: k, label: t(`ops>moderation>kinds>${k}`) }))}
            onChange={(e) => setValues((v) => ({ ...v, kind: e.target.value as SanctionKind }))}
          />
          {kind === 'suspend' && (
            <Input
              type="datetime-local"
              label={t('ops>moderation>until')}
              hint={t('ops>moderation>untilHint')}
              name="until"
              value={values.until}
              onChange={(e) => setValues((v) => ({ ...v, until: e.target.value }))}
            />
          )}
          <TextareaField
            id={`moderation-reason-${userId}`}
            label={t('ops>moderation>reason')}
            hint={t('ops>moderation>reasonHint')}
            name="reason"
            rows={3}
            maxLength={500}
            value={values.reason}
            onChange={(e) => setValues((v) => ({ ...v, reason: e.target.value }))}
          />
          <FormMessage tone="error" text={error} />
          <Button type="submit">{t('ops>moderation>review')}</Button>
        </form>
      )}
      <h3>{t('ops>moderation>history')}</h3>
      {user.sanctions.length === 0 ? (
        <p>{t('ops>moderation>noHistory')}</p>
      ) : (
        <ul className="ops-history">
          {user.sanctions.map((s) => (
            <li key={s.id}>
              {t('ops>moderation>historyItem', {
                when: opsTime(s.created),
                kind: t(`ops>moderation>kinds>${s.kind}`),
                who: s.operator_name,
                reason: s.reason,
              })}
              {s.until && t('ops>moderation>historyUntil', { until: opsTime(s.until) })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
