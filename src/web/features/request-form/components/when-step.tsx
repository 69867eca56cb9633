import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { WHEN_DAY_LABELS, type WhenDayLabel } from '../../../../domain/requests/when';
import { DAY_SLOT_IDS, type DaySlotId } from '../../../../domain/time';
import { ChoiceList } from './choice-list';
import { GroupError } from './step-error';

export interface WhenStepProps {
  dayLabel: WhenDayLabel | '';
  daySlots: DaySlotId[];
  onChange: (when: { dayLabel?: WhenDayLabel; daySlots?: DaySlotId[] }) => void;
  error: string | undefined;
}

/** A day (today ... next week, or flexible) and the parts of the day that suit (spec section 9). */
export function WhenStep({ dayLabel, daySlots, onChange, error }: WhenStepProps) {
  const { t } = useTranslation();
  const dayId = useId();
  const slotsId = useId();
  const errorId = useId();
  return (
    <div className="rf-when">
      <h3 className="rf-step__subheading" id={dayId}>
        {t('requestForm>when>day')}
      </h3>
      <ChoiceList
        labelledBy={dayId}
        options={WHEN_DAY_LABELS.map((label) => ({ value: label, label: t(`requestForm>when>labels>${label}`) }))}
        multiple={false}
        selected={dayLabel ? [dayLabel] : []}
        onChange={([label]) => onChange({ dayLabel: label as WhenDayLabel })}
        errorId={error ? errorId : undefined}
        invalid={error !== undefined}
      />
      <GroupError id={errorId} text={error} />
      <h3 className="rf-step__subheading" id={slotsId}>
        {t('requestForm>when>slots')}
      </h3>
      <ChoiceList
        labelledBy={slotsId}
        options={DAY_SLOT_IDS.map((slot) => ({ value: String(slot), label: t(`requestForm>when>slotLabels>${slot}`) }))}
        multiple
        selected={daySlots.map(String)}
        onChange={(list) => onChange({ daySlots: DAY_SLOT_IDS.filter((slot) => list.includes(String(slot))) })}
      />
    </div>
  );
}
