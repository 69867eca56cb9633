import type { ProfileCompletion } from './profile-completion';

/**
 * The free-credit program (dashboard/free-credits): tasks that each earn credit once. The
 * code names the rule that says a task is done; an operator edits the wording, the reward
 * and whether the task is offered (free_credit_events).
 */
export const FreeCreditTask = {
  CompleteProfile: 'complete_profile',
  VerifyPhone: 'verify_phone',
  FirstQuote: 'first_quote',
  FirstReview: 'first_review',
} as const;
export type FreeCreditTaskCode = (typeof FreeCreditTask)[keyof typeof FreeCreditTask];
export const FREE_CREDIT_TASK_CODES: readonly FreeCreditTaskCode[] = Object.values(FreeCreditTask);

export function isFreeCreditTaskCode(value: string): value is FreeCreditTaskCode {
  return (FREE_CREDIT_TASK_CODES as readonly string[]).includes(value);
}

/** What the rules read about a user; each flag comes from the database. */
export interface TaskFacts {
  /** The pro's profile, counted as the lead list and the editor count it (profile-completion.ts). */
  profile: ProfileCompletion;
  phoneConfirmed: boolean;
  quotesSent: number;
  reviewsReceived: number;
}

/** Whether the user has done the task. */
export function isTaskDone(code: FreeCreditTaskCode, facts: TaskFacts): boolean {
  switch (code) {
    case FreeCreditTask.CompleteProfile:
      return facts.profile.complete;
    case FreeCreditTask.VerifyPhone:
      return facts.phoneConfirmed;
    case FreeCreditTask.FirstQuote:
      return facts.quotesSent > 0;
    case FreeCreditTask.FirstReview:
      return facts.reviewsReceived > 0;
  }
}

/** Where the screen sends the user to do the task. */
export const TASK_LINKS: Record<FreeCreditTaskCode, string> = {
  complete_profile: '/dashboard/onboarding',
  verify_phone: '/dashboard/settings/phone',
  first_quote: '/dashboard/requests',
  first_review: '/dashboard/works',
};

/** The most one task may pay, so a typo by an operator cannot hand out a fortune. */
export const FREE_CREDIT_REWARD_MAX = 5000;
export const FREE_CREDIT_TITLE_MAX = 40;
export const FREE_CREDIT_DESCRIPTION_MAX = 200;

export const FREE_CREDIT_MESSAGES = {
  notDone: '尚未完成這項任務，完成後才能領取點數。',
  alreadyClaimed: '這項任務的點數已經領取過了。',
  notFound: '找不到這個贈點任務。',
} as const;
