import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import type { OpsQuestion } from './api/catalogue';

export interface QuestionListProps {
  /** The active questions in the order shown (possibly moved and not yet saved). */
  active: readonly OpsQuestion[];
  retired: readonly OpsQuestion[];
  busy: boolean;
  onMove: (index: number, by: -1 | 1) => void;
  onEdit: (question: OpsQuestion) => void;
  onSetActive: (question: OpsQuestion, active: boolean) => void;
}

/** The form's questions: move up/down (buttons, so the keyboard can), edit, retire; the retired ones below, to restore. */
export function QuestionList({ active, retired, busy, onMove, onEdit, onSetActive }: QuestionListProps) {
  const { t } = useTranslation();
  const list = useRef<HTMLOListElement>(null);
  // After a move, focus follows the moved question's button, so moving again is one more key press.
  const [moved, setMoved] = useState<{ id: number; by: -1 | 1 } | undefined>();
  useEffect(() => {
    if (!moved) return;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>(`[data-question="${moved.id}"]`);
    const wanted = Array.from(buttons ?? []).find((b) => b.dataset.by === String(moved.by) && !b.disabled) ?? Array.from(buttons ?? []).find((b) => !b.disabled);
    wanted?.focus();
  }, [moved]);
  const move = (index: number, id: number, by: -1 | 1) => {
    onMove(index, by);
    setMoved({ id, by });
  };
  return (
    <>
      <ol className="ops-questions" ref={list} aria-label={t('ops>catalogue>questions')}>
        {active.map((q, index) => (
          <li key={q.id} className="ops-questions__item">
            <span className="ops-questions__label">
              {q.label}
              {' · '}
              {t(`ops>catalogue>types>${q.type}`)}
              {q.is_required && ` · ${t('ops>catalogue>required')}`}
            </span>
            <span className="ops-actions">
              <Button variant="secondary" data-question={q.id} data-by="-1" disabled={busy || index === 0} aria-label={t('ops>catalogue>moveUp', { label: q.label })} onClick={() => move(index, q.id, -1)}>
                {t('ops>catalogue>up')}
              </Button>
              <Button variant="secondary" data-question={q.id} data-by="1" disabled={busy || index === active.length - 1} aria-label={t('ops>catalogue>moveDown', { label: q.label })} onClick={() => move(index, q.id, 1)}>
                {t('ops>catalogue>down')}
              </Button>
              <Button variant="secondary" disabled={busy} aria-label={t('ops>catalogue>editOne', { label: q.label })} onClick={() => onEdit(q)}>
                {t('ops>catalogue>edit')}
              </Button>
              <Button variant="secondary" disabled={busy} aria-label={t('ops>catalogue>deactivateOne', { label: q.label })} onClick={() => onSetActive(q, false)}>
                {t('ops>catalogue>deactivate')}
              </Button>
            </span>
          </li>
        ))}
      </ol>
      {retired.length > 0 && (
        <>
          <h3 className="ops-subtitle">{t('ops>catalogue>retired')}</h3>
          <ul className="ops-questions">
            {retired.map((q) => (
              <li key={q.id} className="ops-questions__item">
                <span className="ops-questions__label">
                  {q.label}
                  {q.answer_count > 0 && ` · ${t('ops>catalogue>answerCount', { count: q.answer_count })}`}
                </span>
                <Button variant="secondary" disabled={busy} aria-label={t('ops>catalogue>activateOne', { label: q.label })} onClick={() => onSetActive(q, true)}>
                  {t('ops>catalogue>activate')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
