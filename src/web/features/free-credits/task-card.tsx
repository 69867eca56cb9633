import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../components/button';
import { formatTaipei } from './free-credits-format';
import type { FreeCreditEvent } from './api/free-credits';

interface TaskCardProps {
  task: FreeCreditEvent;
  step: number;
  selected: boolean;
  claiming: boolean;
  error: string | undefined;
  onClaim: () => void;
}

/** One task: what to do, its reward, and the claim button once it is done. */
export function TaskCard({ task, step, selected, claiming, error, onClaim }: TaskCardProps) {
  const { t } = useTranslation();
  const state = task.is_claimed ? 'claimed' : task.is_done ? 'done' : 'todo';
  return (
    <li
      id={`free-credit-${step}`}
      className={['task', `task--${state}`, selected ? 'task--selected' : ''].filter(Boolean).join(' ')}
      aria-current={selected ? 'step' : undefined}
    >
      <div className="task__head">
        <h3 className="task__title">{task.title}</h3>
        <span className="task__reward">{t('freeCredits>reward', { amount: task.reward_amount })}</span>
      </div>
      {task.description && <p className="task__body">{task.description}</p>}
      <p className="task__state">
        <span className={`badge ${state === 'todo' ? '' : 'badge--ok'}`}>{t(`freeCredits>state>${state}`)}</span>
        {task.claimed_at && <span className="task__when">{t('freeCredits>claimedAt', { time: formatTaipei(task.claimed_at) })}</span>}
      </p>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <div className="task__actions">
        {state === 'done' && (
          <Button onClick={onClaim} disabled={claiming}>
            {t(claiming ? 'freeCredits>claiming' : 'freeCredits>claim', { amount: task.reward_amount })}
          </Button>
        )}
        {state === 'todo' && task.link && (
          <ButtonLink to={task.link} variant="secondary">
            {t('freeCredits>go')}
          </ButtonLink>
        )}
      </div>
    </li>
  );
}
