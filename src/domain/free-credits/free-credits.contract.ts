import { z } from 'zod';
import { progressSchema, zeroOne } from '../http/refs';

/** One task of GET /free_credits/index.json with the user's progress. */
export const freeCreditEventSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  description: z.string(),
  reward_amount: z.number().int(),
  /** Where the task is done, in the app. */
  link: z.string().nullable(),
  is_done: zeroOne,
  is_claimed: zeroOne,
  claimed_at: z.string().nullable(),
});
export type FreeCreditEvent = z.infer<typeof freeCreditEventSchema>;

/** GET /free_credits/index.json */
export const freeCreditsAnswerShape = {
  free_credit_events: z.array(freeCreditEventSchema),
  /** Tasks done, claimed or not. */
  done_count: z.number().int(),
  claimed_total: z.number().int(),
  claimable_total: z.number().int(),
  available_wallet_amount: z.number().int(),
  /** The pro's profile, counted as the lead list and the editor count it. */
  profile_completion: progressSchema(z.string()),
  /** Days free credit lasts from the day it was given. */
  free_credit_valid_days: z.number().int(),
  /** Unexpired free credit left, soonest to expire first (UTC times). */
  expiring_free_credits: z.array(z.object({ amount: z.number().int(), expires_at: z.string() })),
};
export const freeCreditsAnswerSchema = z.object(freeCreditsAnswerShape);
export type FreeCreditsAnswer = z.infer<typeof freeCreditsAnswerSchema>;

/** POST /free_credits/claim/{code}.json */
export const claimAnswerShape = { ...freeCreditsAnswerShape, claimed: z.object({ code: z.string(), amount: z.number().int() }) };
export const claimAnswerSchema = z.object(claimAnswerShape);
export type ClaimAnswer = z.infer<typeof claimAnswerSchema>;

/** An event as operators see it. */
export const adminFreeCreditEventSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  description: z.string(),
  reward_amount: z.number().int(),
  display_order: z.number().int(),
  is_active: zeroOne,
});
export type AdminFreeCreditEvent = z.infer<typeof adminFreeCreditEventSchema>;

/** GET /ops/free_credit_events/index.json */
export const adminFreeCreditEventsShape = { free_credit_events: z.array(adminFreeCreditEventSchema) };
/** POST /ops/free_credit_events/edit/{id}.json */
export const adminFreeCreditEventShape = { free_credit_event: adminFreeCreditEventSchema };
