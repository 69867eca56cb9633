import { useTranslation } from 'react-i18next';
import { answerText } from '../../../../domain/requests/form-answers';
import { Button } from '../../../components/button';
import type { RequestDraft } from '../form-draft';
import type { Step } from '../form-steps';

interface Row {
  label: string;
  value: string;
  stepIndex: number;
}

export interface ReviewSummaryProps {
  steps: readonly Step[];
  draft: RequestDraft;
  photoCount: number;
  onEdit: (stepIndex: number) => void;
}

/** Every answer in one list, each with a way back to its step. */
export function ReviewSummary({ steps, draft, photoCount, onEdit }: ReviewSummaryProps) {
  const { t } = useTranslation();
  const none = t('requestForm>review>none');
  const rows: Row[] = steps.flatMap((step, stepIndex): Row[] => {
    switch (step.kind) {
      case 'question': {
        const answer = draft.answers[String(step.question.id)];
        const text = answer === undefined ? '' : answerText(answer).trim();
        return [{ label: step.question.label, value: text || none, stepIndex }];
      }
      case 'place': {
        const from = draft.city ? `${draft.city}${draft.district}${draft.address.trim() ? ` ${draft.address.trim()}` : ''}` : none;
        if (!draft.destinationCity) return [{ label: t('requestForm>review>place'), value: from, stepIndex }];
        return [
          { label: t('requestForm>moving>from'), value: from, stepIndex },
          { label: t('requestForm>moving>to'), value: `${draft.destinationCity}${draft.destinationDistrict}`, stepIndex },
        ];
      }
      case 'when': {
        const day = draft.dayLabel ? t(`requestForm>when>labels>${draft.dayLabel}`) : '';
        const slots = draft.daySlots.map((slot) => t(`requestForm>when>slotLabels>${slot}`)).join(t('requestForm>review>listSeparator'));
        return [{ label: t('requestForm>review>when'), value: [day, slots].filter(Boolean).join(t('requestForm>review>whenSeparator')) || none, stepIndex }];
      }
      case 'details':
        return [
          { label: t('requestForm>review>details'), value: draft.description.trim() || none, stepIndex },
          { label: t('requestForm>review>photos'), value: photoCount > 0 ? t('requestForm>review>photoCount', { count: photoCount }) : none, stepIndex },
        ];
      default:
        return [];
    }
  });
  return (
    <dl className="rf-review">
      {rows.map((row) => (
        <div key={`${row.stepIndex}-${row.label}`} className="rf-review__row">
          <dt className="rf-review__label">{row.label}</dt>
          <dd className="rf-review__value">{row.value}</dd>
          <dd className="rf-review__edit">
            <Button variant="ghost" onClick={() => onEdit(row.stepIndex)} aria-label={t('requestForm>review>editLabel', { label: row.label })}>
              {t('requestForm>review>edit')}
            </Button>
          </dd>
        </div>
      ))}
    </dl>
  );
}
