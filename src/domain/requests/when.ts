import { z } from 'zod';
import { DAY_LABEL_TEXT, DAY_SLOT_IDS, DAY_SLOT_LABEL, type DayLabel, type DaySlotId } from '../time';

/** When a job should happen: a relative day label (spec section 9) or "flexible". */
export const WHEN_DAY_LABELS = ['today', 'tomorrow', 'dayAfterTomorrow', 'thisWeek', 'nextWeek', 'flexible'] as const;
export type WhenDayLabel = (typeof WHEN_DAY_LABELS)[number];

/** zh-TW words for the day choices. */
export const WHEN_DAY_LABEL_TEXT: Record<WhenDayLabel, string> = { ...DAY_LABEL_TEXT, flexible: '時間彈性' } satisfies Record<
  DayLabel | 'flexible',
  string
>;

/** The consumer's answer to "when": a day choice and the day slots (1-5) that suit them. */
export interface RequestWhen {
  day_label: WhenDayLabel | null;
  day_slots: DaySlotId[];
}

const isDaySlot = (n: number): n is DaySlotId => (DAY_SLOT_IDS as readonly number[]).includes(n);

// Forms send one slot as a plain value and several as an array (when[day_slots][]=2).
const toList = (value: unknown) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]);

/** `when[day_label]` and `when[day_slots]` as the request form sends them. */
export const whenSchema = z
  .object({
    day_label: z.preprocess((v) => (v === '' ? undefined : v), z.enum(WHEN_DAY_LABELS, { error: '請選擇需要服務的日子' }).optional()),
    day_slots: z.preprocess(
      toList,
      z.array(z.coerce.number().int().refine(isDaySlot, '時段只能是 1 到 5')).max(DAY_SLOT_IDS.length, '時段重複了'),
    ),
  })
  .transform(
    (w): RequestWhen => ({
      day_label: w.day_label ?? null,
      day_slots: [...new Set(w.day_slots)].filter(isDaySlot).sort((a, b) => a - b),
    }),
  );
export type WhenInput = z.input<typeof whenSchema>;

/** The slots kept in the database, cleaned of anything that is not a slot id. */
export function readDaySlots(stored: unknown): DaySlotId[] {
  return Array.isArray(stored) ? stored.filter((n): n is DaySlotId => typeof n === 'number' && isDaySlot(n)) : [];
}

/** "明天・上午 09:00-12:00、下午 12:00-15:00"; "時間彈性" when nothing was chosen. */
export function describeWhen(when: RequestWhen): string {
  const day = when.day_label ? WHEN_DAY_LABEL_TEXT[when.day_label] : '';
  const slots = when.day_slots.map((slot) => DAY_SLOT_LABEL[slot]).join('、');
  if (!day && !slots) return WHEN_DAY_LABEL_TEXT.flexible;
  return [day, slots].filter(Boolean).join('・');
}
