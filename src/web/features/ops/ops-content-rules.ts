import type { z } from 'zod';
import { type FreeCreditEventEdit, freeCreditEventEditSchema } from '../../../domain/free-credits/free-credit-event.schema';
import { type FreeCreditTaskCode, isFreeCreditTaskCode, TASK_LINKS } from '../../../domain/free-credits/free-credit-events';
import { type ReferralSettingsInput, referralSettingsSchema } from '../../../domain/referrals/referrals';
import type { FieldError } from '../../api/client';
import type { AdminFreeCreditEvent, ReferralSettings } from './api/content';

export interface EventValues {
  title: string;
  description: string;
  reward_amount: string;
  is_active: boolean;
}
export type EventField = keyof EventValues;
export const EVENT_FIELDS: readonly EventField[] = ['title', 'description', 'reward_amount', 'is_active'];

export interface ReferralValues {
  referrer_reward: string;
  referred_reward: string;
  is_active: boolean;
}
export type ReferralField = keyof ReferralValues;
export const REFERRAL_FIELDS: readonly ReferralField[] = ['referrer_reward', 'referred_reward', 'is_active'];

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The form's values of an event as it is now. */
export const eventValuesOf = (event: AdminFreeCreditEvent): EventValues => ({
  title: event.title,
  description: event.description,
  reward_amount: String(event.reward_amount),
  is_active: event.is_active === 1,
});

export const referralValuesOf = (settings: ReferralSettings): ReferralValues => ({
  referrer_reward: String(settings.referrer_reward),
  referred_reward: String(settings.referred_reward),
  is_active: settings.is_active === 1,
});

/** The first message per field of a failed parse, keeping only the form's own fields. */
function fieldErrors<F extends string>(error: z.ZodError, fields: readonly F[]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '') as F;
    if (fields.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The server's field errors, keeping only the form's own fields. */
export function serverFieldErrors<F extends string>(fields: readonly FieldError[], known: readonly F[]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const f of fields) if ((known as readonly string[]).includes(f.field) && !errors[f.field as F]) errors[f.field as F] = f.message;
  return errors;
}

/** The body to send, checked by the same schema as the server, or the message of each field that cannot be sent. */
export function readEvent(values: EventValues): { body: FreeCreditEventEdit } | { errors: FieldErrors<EventField> } {
  const parsed = freeCreditEventEditSchema.safeParse(values);
  return parsed.success ? { body: parsed.data } : { errors: fieldErrors(parsed.error, EVENT_FIELDS) };
}

export function readReferral(values: ReferralValues): { body: ReferralSettingsInput } | { errors: FieldErrors<ReferralField> } {
  const parsed = referralSettingsSchema.safeParse(values);
  return parsed.success ? { body: parsed.data } : { errors: fieldErrors(parsed.error, REFERRAL_FIELDS) };
}

/** The event as a pro who has not done it sees it, with the wording about to be saved. */
export function previewTask(event: AdminFreeCreditEvent, body: Pick<FreeCreditEventEdit, 'title' | 'description' | 'reward_amount'>) {
  const link = isFreeCreditTaskCode(event.code) ? TASK_LINKS[event.code as FreeCreditTaskCode] : null;
  return { id: event.id, code: event.code, title: body.title, description: body.description, reward_amount: body.reward_amount, link, is_done: 0 as const, is_claimed: 0 as const, claimed_at: null };
}
